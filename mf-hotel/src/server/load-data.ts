// The hotel page's data for the gateway: the browser's own loader (loadHotelPageData) with the gateway's
// fetcher, so the server renders from exactly the object the page would have fetched.
import { adultsFromQuery, type PageDataRequest } from '@rahi/shared-contracts';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { loadServerQueries } from '@rahi/shared-ui/server-render';
import { type HotelPageData, loadHotelPageData } from '../pages/hotel-page-data';
import { DRAWN_REVIEW_REFUSALS, reviewEligibilityPath } from '../pages/ReviewSubmitPage';

export const REVIEW_PAGE = './ReviewSubmitPage';

/**
 * The page contract's loadData: for '/hotel/:id/:slug' the hotel of `params.id` for the corrected stay and the
 * address's party; for '/review-submit/:id' the review's reads.
 * @throws PageLoadError (`status` 404 for a hotel that does not exist).
 */
export function loadData(request: PageDataRequest): Promise<HotelPageData | ServerQueriesData> {
  const { module, params, stay, search, fetcher, signal } = request;
  if (module === REVIEW_PAGE) return loadReviewPage(request);
  const adults = adultsFromQuery(new URLSearchParams(search));
  return loadHotelPageData(Number(params.id), { ...stay, adults }, fetcher, signal);
}

/**
 * '/review-submit/:id' opened with the booking's mobile (the SMS's link): booking-api's answer for that pair, a
 * refusal drawn as it is. Without a mobile nothing is read: the page asks for it, or (logged in) reads in the browser.
 */
function loadReviewPage({ module, params, search, fetcher, signal }: PageDataRequest) {
  const mobile = new URLSearchParams(search).get('mobile') ?? '';
  const reads = mobile ? [reviewEligibilityPath(params.id ?? '', mobile)] : [];
  return loadServerQueries(module, reads, fetcher, signal, DRAWN_REVIEW_REFUSALS);
}
