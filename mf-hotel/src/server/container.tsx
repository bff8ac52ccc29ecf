// What mf-hotel's server container exposes as './server' (ADR 0037): the hotel page's data, and its view for the
// gateway to draw inside the shell's tree, with its head. The browser's lazy './HotelPage' hydrates it: given the
// same data (window.__RAHI_HOTEL__), it draws this same view.
import {
  PAGE_CONTRACT_VERSION,
  type PageRenderRequest,
  type ServerContainerModule,
} from '@rahi/shared-contracts';
import type { ReactElement } from 'react';
import { HotelPageView } from '../pages/HotelPageView';
import type { HotelPageData } from '../pages/hotel-page-data';
import { buildHead } from './head';
import { loadData } from './load-data';

export const contract = PAGE_CONTRACT_VERSION;

export { loadData };

/** The hotel page from what loadData gave. */
export function page({ module, data, url }: PageRenderRequest) {
  if (module !== './HotelPage') throw new Error(`mf-hotel draws no ${module} on the server`);
  const hotel = data as HotelPageData;
  return { element: <HotelPageView data={hotel} />, head: buildHead(hotel, url), status: 200 };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
