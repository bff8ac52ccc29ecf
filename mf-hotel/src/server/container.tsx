// What mf-hotel's server container exposes as './server' (ADR 0037): the hotel page's data, and its view for the
// gateway to draw inside the shell's tree, with its head. The browser's lazy './HotelPage' hydrates it: given the
// same data (window.__RAHI_HOTEL__), it draws this same view. The review page ('/review-submit/:id', personal) is
// drawn from its reads for the traveller the gateway's token check names.
import {
  PAGE_CONTRACT_VERSION,
  type PageRenderRequest,
  type ServerContainerModule,
} from '@rahi/shared-contracts';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { applySession, DrawnReads } from '@rahi/shared-ui/server-render';
import type { ReactElement } from 'react';
import { HotelPageView } from '../pages/HotelPageView';
import type { HotelPageData } from '../pages/hotel-page-data';
import { REVIEW_PAGE_TITLE, ReviewSubmitPage } from '../pages/ReviewSubmitPage';
import { buildHead } from './head';
import { loadData, REVIEW_PAGE } from './load-data';

export const contract = PAGE_CONTRACT_VERSION;

export { loadData };

/** The hotel page or the review page from what loadData gave. */
export function page({ module, data, url, session = null }: PageRenderRequest) {
  if (module === REVIEW_PAGE) {
    applySession(session);
    const element = (
      <DrawnReads queries={(data as ServerQueriesData).queries}>
        <ReviewSubmitPage />
      </DrawnReads>
    );
    return {
      element,
      head: { title: REVIEW_PAGE_TITLE, description: REVIEW_PAGE_TITLE, canonical: url, og: {} },
      status: 200,
    };
  }
  if (module !== './HotelPage') throw new Error(`mf-hotel draws no ${module} on the server`);
  const hotel = data as HotelPageData;
  return { element: <HotelPageView data={hotel} />, head: buildHead(hotel, url), status: 200 };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
