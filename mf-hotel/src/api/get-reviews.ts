// GET /hotels/:id/reviews?page=: one page of a hotel's reviews, checked against the shared schema.
import type { ApiResult } from '@rahi/shared-ui/api';
import { handleApi } from '@rahi/shared-ui/api';
import type { ReviewsPage } from '../pages/hotel-page-data';

/** The page's reviews; no toasts, the reviews list says when a page could not be loaded. */
export async function getReviews(
  hotelId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<ReviewsPage>> {
  const endPoint = `/hotels/${hotelId}/reviews?page=${page}`;
  const [result, api] = await Promise.all([
    handleApi<unknown>({ endPoint, signal, toast: false }),
    import('@rahi/shared-contracts/api'),
  ]);
  if (!result.ok) return result;
  const parsed = api.hotelReviewsSchema.safeParse(result.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  console.error(`[mf-hotel] ${endPoint} answered outside the contract`, parsed.error);
  return { ok: false, status: 502, errors: [] };
}
