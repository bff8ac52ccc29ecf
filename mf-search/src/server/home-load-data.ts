// The home page's data for the gateway: the browser's own loader (loadHomePageData, for today's one-night
// stay in Tehran, as the page computes it) with the gateway's fetcher, so the server renders from exactly the
// object the page would have fetched.
import type { CityHotelsFetcher } from '../api/get-city-hotels';
import { type HomePageData, homeStay, loadHomePageData } from '../pages/home-page-data';

export interface HomeLoadDataInput {
  /** Calls booking-api: `{ endPoint }` → `{ ok: true, data }` or `{ ok: false, status, errors }`. */
  fetcher: CityHotelsFetcher;
  signal?: AbortSignal;
}

/**
 * The home page's data for today. The gateway's corrected stay is not used: the page ignores its query.
 * @throws HomePageLoadError (never with a `status`: no answer of booking-api makes the home page a 404).
 */
export function loadHomeData({ fetcher, signal }: HomeLoadDataInput): Promise<HomePageData> {
  return loadHomePageData(homeStay(), fetcher, signal);
}
