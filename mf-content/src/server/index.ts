// The entry of mf-content's server build (webpack.server.config.js): what the gateway's server renderer calls for
// mf-content's pages (the guide, the travel tips, an article, a CMS page by path), as shared-contracts' page
// contract declares it. The gateway names the page by its exposed module; './NotFoundPage' (the route table's
// NOT_FOUND_PAGE) is what it asks for when loadData found no such page.
import {
  NOT_FOUND_PAGE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageRenderRequest,
} from '@rahi/shared-contracts';
import { type ContentPageData, loadContentPageData } from '../pages/content/content-data';
import { renderNotFound, render as renderPage } from './render';

export const contract = PAGE_CONTRACT_VERSION;

/** @throws PageLoadError with `status` 404 for a page, article or category booking-api does not have. */
export function loadData({
  module,
  params,
  search,
  fetcher,
  signal,
}: PageDataRequest): Promise<ContentPageData> {
  return loadContentPageData(module, params, search, fetcher, signal);
}

/** The page loadData's data is for; the not-found page (status 404, no data) for module './NotFoundPage'. */
export function render({ module, data, url, site }: PageRenderRequest) {
  if (module === NOT_FOUND_PAGE.page) return renderNotFound({ url, site });
  return renderPage({ data: data as ContentPageData, url, site });
}
