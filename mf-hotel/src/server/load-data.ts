// The hotel page's data for the gateway: the browser's own loader (loadHotelPageData) with the gateway's
// fetcher, so the server renders from exactly the object the page would have fetched.
import { adultsFromQuery, type PageDataRequest } from '@rahi/shared-contracts';
import { type HotelPageData, loadHotelPageData } from '../pages/hotel-page-data';

/**
 * The page contract's loadData for '/hotel/:id/:slug': the hotel of `params.id` for the corrected stay and the
 * address's party.
 * @throws PageLoadError (`status` 404 for a hotel that does not exist).
 */
export function loadData({ params, stay, search, fetcher, signal }: PageDataRequest): Promise<HotelPageData> {
  const adults = adultsFromQuery(new URLSearchParams(search));
  return loadHotelPageData(Number(params.id), { ...stay, adults }, fetcher, signal);
}
