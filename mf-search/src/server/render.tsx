// Renders the city page to HTML in Node for the gateway: CityPage given the server's list, in the tree the
// browser hydrates (shared-ui's renderTree), the CSS it used as <style> tags, and the page's head.
import type { PageRenderOutput, SiteSettings } from '@rahi/shared-contracts';
import { renderTree, routePathOf } from '@rahi/shared-ui/server-render';
import CityPage from '../pages/CityPage';
import type { CityPageData } from '../pages/city-page-data';
import { buildHead } from './head';

export interface RenderInput {
  data: CityPageData;
  /** The absolute address asked for, query included (the stay as corrected). */
  url: string;
  /** The site's settings (comments open or closed); open unless given. */
  site?: SiteSettings;
}

/**
 * The city page as HTML. Synchronous (renderToString), so the gateway can bound it with a timeout.
 * @example const { html, styles, head } = render({ data, url: 'https://rahi.ir/city/1/hotels-mashhad?nights=2' });
 */
export function render({ data, url, site }: RenderInput): PageRenderOutput {
  const { pathname, search } = new URL(url);
  const { html, styles } = renderTree(
    routePathOf('mf_search', './CityPage'),
    `${pathname}${search}`,
    <CityPage serverData={data} />,
    site,
  );
  return { html, styles, head: buildHead(data, url), status: 200 };
}
