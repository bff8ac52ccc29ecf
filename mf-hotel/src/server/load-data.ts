// The hotel page's data for the gateway: the browser's own loader (loadHotelPageData) with the gateway's
// fetcher, so the server renders from exactly the object the page would have fetched.
import { type HotelPageData, type HotelPageFetcher, loadHotelPageData } from '../pages/hotel-page-data';

export interface LoadDataInput {
  hotelId: number;
  /** The corrected stay (correctStayQuery): the browser corrects its address to the same one. */
  stay: { checkin: string; nights: number };
  /** Calls booking-api: `{ endPoint }` → `{ ok: true, data }` or `{ ok: false, status, errors }`. */
  fetcher: HotelPageFetcher;
  signal?: AbortSignal;
}

/** @throws HotelPageLoadError (`status` 404 for a hotel that does not exist). */
export function loadData({ hotelId, stay, fetcher, signal }: LoadDataInput): Promise<HotelPageData> {
  return loadHotelPageData(hotelId, stay, fetcher, signal);
}
