// GET /hotels/:id/reviews?page=: one page of a hotel's reviews, typed by the shared contract.
import { type ApiResult, handleApi } from '@rahi/shared-ui/api';
import type { ReviewsPage } from '../pages/hotel-page-data';

/** The page's reviews; no toasts, the reviews list says when a page could not be loaded. */
export function getReviews(
  hotelId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<ReviewsPage>> {
  return handleApi<ReviewsPage>({
    endPoint: `/hotels/${hotelId}/reviews?page=${page}`,
    signal,
    toast: false,
  });
}
