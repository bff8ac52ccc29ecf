// Renders the city page to HTML in Node for the gateway: the same tree the browser hydrates (emotion cache,
// theme, router, the route matched for useParams, CityPage given the server's list), the CSS it used as
// <style> tags, and the page's head. The browser's side is the shell's ServerRenderedArea
// (shell/src/federation), which hydrates this markup inside the same emotion cache key and theme, so class
// names and useId values agree.
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ROUTES } from '@rahi/shared-contracts';
import { createRtlCache, theme } from '@rahi/tooling/providers';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import CityPage from '../pages/CityPage';
import type { CityPageData } from '../pages/city-page-data';
import { extractStyleChunks, styleTags } from './emotion-styles';
import { buildHead, type PageHead } from './head';

export interface RenderInput {
  data: CityPageData;
  /** The absolute address asked for, query included (the stay as corrected). */
  url: string;
}

export interface RenderOutput {
  /** The page's markup, to go inside the shell's server-rendered area unchanged (no added whitespace). */
  html: string;
  /** <style data-emotion> tags for <head>: the page's rules and the shell's CssBaseline. */
  styles: string;
  head: PageHead;
  status: number;
}

/** The city route's pattern from the route table ('/city/:id/:slug'), as the shell matches it again. */
const CITY_ROUTE = ROUTES.find((route) => route.owner === 'mf_search' && route.page === './CityPage')?.path;

function inTheme(cache: ReturnType<typeof createRtlCache>, children: ReactNode) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/**
 * The city page as HTML. Synchronous (renderToString), so the gateway can bound it with a timeout.
 * @example const { html, styles, head } = render({ data, url: 'https://rahi.ir/city/1/hotels-mashhad?nights=2' });
 */
export function render({ data, url }: RenderInput): RenderOutput {
  if (!CITY_ROUTE) throw new Error('the route table has no city page');
  const cache = createRtlCache();
  // Compat mode keeps the rules in cache.inserted instead of writing <style> elements into the markup.
  cache.compat = true;
  const { pathname, search } = new URL(url);
  const html = renderToString(
    inTheme(
      cache,
      <StaticRouter location={`${pathname}${search}`}>
        <Routes>
          <Route path={CITY_ROUTE} element={<CityPage serverData={data} />} />
        </Routes>
      </StaticRouter>,
    ),
  );
  // The shell draws CssBaseline in the browser; its global rules go in now, rendered apart so the page's
  // tree (and so its useId values) is exactly the one the browser hydrates.
  renderToString(inTheme(cache, <CssBaseline />));
  return {
    html,
    styles: styleTags(extractStyleChunks(cache, html)),
    head: buildHead(data, url),
    status: 200,
  };
}
