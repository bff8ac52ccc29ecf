// The city page's data for the gateway: the browser's own loader (loadCityPageData, for the path the page's
// address names) with the gateway's fetcher, so the server renders from exactly the object the page would
// have fetched, and the browser recognises it by the same path.
import type { CityHotelsFetcher } from '../api/get-city-hotels';
import { type CityPageData, cityPageEndPoint, loadCityPageData } from '../pages/city-page-data';

export interface LoadDataInput {
  cityId: number;
  /** The corrected stay (correctStayQuery): the browser corrects its address to the same one. */
  stay: { checkin: string; nights: number };
  /** The address's query without '?', stay corrected: filters, order and page are read from it. */
  search: string;
  /** Calls booking-api: `{ endPoint }` → `{ ok: true, data }` or `{ ok: false, status, errors }`. */
  fetcher: CityHotelsFetcher;
  signal?: AbortSignal;
}

/** @throws PageLoadError (`status` 404 for a city that does not exist). */
export function loadData({ cityId, stay, search, fetcher, signal }: LoadDataInput): Promise<CityPageData> {
  return loadCityPageData(cityPageEndPoint(cityId, stay, search), fetcher, signal);
}
