// Renders the home page to HTML in Node for the gateway: HomePage given the server's data, in the tree the
// browser hydrates (shared-ui's renderTree), with its head.
import type { PageRenderOutput, SiteSettings } from '@rahi/shared-contracts';
import { renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import HomePage from '../pages/HomePage';
import type { HomePageData } from '../pages/home-page-data';
import { buildHomeHead } from './home-head';

export interface HomeRenderInput {
  data: HomePageData;
  /** The absolute address asked for. */
  url: string;
  /** The site's settings (comments open or closed); open unless given. */
  site?: SiteSettings;
}

/**
 * The home page as HTML. Synchronous (renderToString), so the gateway can bound it with a timeout.
 * @example const { html, styles, head } = renderHome({ data, url: 'https://rahi.ir/' });
 */
export function renderHome({ data, url, site }: HomeRenderInput): PageRenderOutput {
  const { pathname, search } = new URL(url);
  const { html, styles } = renderTree(
    routePathOf('mf_search', './HomePage'),
    `${pathname}${search}`,
    <HomePage serverData={data} />,
    site,
  );
  return { html, styles, head: buildHomeHead(data, url), status: 200 };
}
