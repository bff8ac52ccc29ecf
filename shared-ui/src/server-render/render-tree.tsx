// A page's element drawn to a string in the providers the app gives it (emotion cache with the browser's key and
// plugins, theme, the route matched again for useParams), with the CSS it used as <style data-emotion> tags: for a
// remote's tests of what its server container draws (the gateway draws it inside the shell's whole app, the
// shell's ServerApp), and for styles drawn ahead of time (the shell's chrome at its build, mf-search's search box).
import CssBaseline from '@mui/material/CssBaseline';
import {
  NOT_FOUND_PAGE,
  type PageRenderOutput,
  type PageRenderRequest,
  type RemoteName,
  ROUTES,
  type SiteSettings,
} from '@rahi/shared-contracts';
import { extractStyleChunks, styleTags } from '@rahi/shared-ui/emotion-styles';
import { createRtlCache, PageRootProviders } from '@rahi/shared-ui/providers';
import { createQueryClient } from '@rahi/shared-ui/query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { applySiteSettings } from './site-settings';

export interface RenderedTree {
  /** The page's markup, to go inside the shell's server-rendered area unchanged (no added whitespace). */
  html: string;
  /** <style data-emotion> tags for <head>: the page's rules and the shell's CssBaseline. */
  styles: string;
}

/**
 * The route table's pattern of a remote's page ('/city/:id/:slug'), as the shell matches it again.
 * @throws Error when the route table has no route for `page`.
 * @example routePathOf('mf_search', './CityPage') // → '/city/:id/:slug'
 */
export function routePathOf(owner: RemoteName, page: string): string {
  const path = ROUTES.find((route) => route.owner === owner && route.page === page)?.path;
  if (!path) throw new Error(`the route table has no route for ${owner} ${page}`);
  return path;
}

/** The payload's default: comments open. */
const COMMENTS_OPEN: SiteSettings = { commentsOpen: true };

/** The browser's emotion cache settings, in compat mode: the rules stay in cache.inserted, not in the markup. */
function compatCache() {
  const cache = createRtlCache();
  cache.compat = true;
  return cache;
}

function inTheme(
  cache: ReturnType<typeof createRtlCache>,
  children: ReactNode,
  queryClient: QueryClient = createQueryClient(),
) {
  return (
    <PageRootProviders cache={cache} queryClient={queryClient}>
      {children}
    </PageRootProviders>
  );
}

/**
 * `element` rendered at `location` ('/city/1/hotels-mashhad?checkin=…') inside the route `routePath`, with the
 * site's settings (`site`: comments open or closed; open unless given). A page drawn from its reads brings them in
 * its own element (DrawnReads).
 */
function renderTree(
  routePath: string,
  location: string,
  element: ReactElement,
  site: SiteSettings = COMMENTS_OPEN,
): RenderedTree {
  applySiteSettings(site);
  const cache = compatCache();
  const queryClient = createQueryClient();
  const html = renderToString(
    inTheme(
      cache,
      <StaticRouter location={location}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </StaticRouter>,
      queryClient,
    ),
  );
  // The shell draws CssBaseline in the browser; its global rules go in now, rendered apart so the page's
  // tree (and so its useId values) is exactly the one the browser hydrates.
  renderToString(inTheme(cache, <CssBaseline />));
  return { html, styles: styleTags(extractStyleChunks(cache)) };
}

/**
 * What a server container's page() gave for `request`, drawn under its route at the request's address with its
 * head and status, as a test reads it.
 * @example drawPage('mf_hotel', request, page(request)).html // → '<article …><h1 …>هتل درویشی</h1>…'
 */
export function drawPage(
  owner: RemoteName,
  request: Pick<PageRenderRequest, 'module' | 'url'> & { site?: SiteSettings },
  drawn: { element: ReactElement; head: PageRenderOutput['head']; status: number },
): PageRenderOutput {
  const { pathname, search } = new URL(request.url);
  const routePath = request.module === NOT_FOUND_PAGE.page ? '*' : routePathOf(owner, request.module);
  const { html, styles } = renderTree(routePath, `${pathname}${search}`, drawn.element, request.site);
  return { html, styles, head: drawn.head, status: drawn.status };
}

/**
 * `<style data-emotion>` tags with every rule `element` inserts, drawn at '/' in the providers a page has; its
 * markup is dropped. For what the browser draws without a server render of its own: the shell's header, layout and
 * footer (at the shell's build), a widget other remotes' pages start with (mf-search's search box).
 * @example renderStyleTags(<Footer />) // → '<style data-emotion="rtl 1x2y …">…</style>'
 */
export function renderStyleTags(element: ReactElement): string {
  const cache = compatCache();
  renderToString(inTheme(cache, <StaticRouter location="/">{element}</StaticRouter>));
  return styleTags(extractStyleChunks(cache));
}
