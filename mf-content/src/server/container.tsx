// What mf-content's server container exposes as './server' (ADR 0037): the data of its pages and the page's
// element for the gateway to draw inside the shell's tree, with its head. The browser's lazy page (the same
// exposed module, without props) hydrates that element, reading the data from window.__RAHI_CONTENT__.
import {
  NOT_FOUND_PAGE,
  PAGE_CONTRACT_VERSION,
  type PageRenderRequest,
  type ServerContainerModule,
} from '@rahi/shared-contracts';
import type { ReactElement } from 'react';
import type { ContentPageData } from '../pages/content/content-data';
import NotFoundPage from '../pages/NotFoundPage';
import { buildContentHead, notFoundHead } from './head';
import { loadData } from './index';
import { PAGES } from './render';

export const contract = PAGE_CONTRACT_VERSION;

export { loadData };

/** The page loadData's data is for; the not-found page (status 404, no data) for module './NotFoundPage'. */
export function page({ module, data, url }: PageRenderRequest) {
  if (module === NOT_FOUND_PAGE.page)
    return { element: <NotFoundPage />, head: notFoundHead(url), status: 404 };
  const content = data as ContentPageData;
  const Page = PAGES[content.module];
  return { element: <Page serverData={content} />, head: buildContentHead(content, url), status: 200 };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
