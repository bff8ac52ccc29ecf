// Renders the hotel page to HTML in Node for the gateway: the same tree the browser hydrates (emotion
// cache, theme, router, HotelPageView), the CSS it used as <style> tags, and the page's head.
// The browser's side is the shell's ServerRenderedArea (shell/src/federation), which hydrates this markup
// inside the same emotion cache key and theme, so class names and useId values agree.
import CssBaseline from '@mui/material/CssBaseline';
import type { PageRenderOutput, SiteSettings } from '@rahi/shared-contracts';
import { extractStyleChunks, styleTags } from '@rahi/shared-ui/emotion-styles';
import { createRtlCache, PageRootProviders } from '@rahi/shared-ui/providers';
import { createQueryClient } from '@rahi/shared-ui/query';
import { applySiteSettings } from '@rahi/shared-ui/server-render';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { HotelPageView } from '../pages/HotelPageView';
import type { HotelPageData } from '../pages/hotel-page-data';
import { buildHead } from './head';

export interface RenderInput {
  data: HotelPageData;
  /** The absolute address asked for, query included. */
  url: string;
  /** The site's settings (comments closed: no reviews, no review count); open unless given. */
  site?: SiteSettings;
}

function inTheme(cache: ReturnType<typeof createRtlCache>, children: ReactNode) {
  return (
    <PageRootProviders cache={cache} queryClient={createQueryClient()}>
      {children}
    </PageRootProviders>
  );
}

/**
 * The hotel page as HTML. Synchronous (renderToString), so the gateway can bound it with a timeout.
 * @example const { html, styles, head } = render({ data, url: 'https://rahi.ir/hotel/12/x?nights=2' });
 */
export function render({ data, url, site = { commentsOpen: true } }: RenderInput): PageRenderOutput {
  applySiteSettings(site);
  const cache = createRtlCache();
  // Compat mode keeps the rules in cache.inserted instead of writing <style> elements into the markup.
  cache.compat = true;
  const { pathname, search } = new URL(url);
  const html = renderToString(
    inTheme(
      cache,
      <StaticRouter location={`${pathname}${search}`}>
        <HotelPageView data={data} />
      </StaticRouter>,
    ),
  );
  // The shell draws CssBaseline in the browser; its global rules go in now, rendered apart so the page's
  // tree (and so its useId values) is exactly the one the browser hydrates.
  renderToString(inTheme(cache, <CssBaseline />));
  return {
    html,
    styles: styleTags(extractStyleChunks(cache)),
    head: buildHead(data, url),
    status: 200,
  };
}
