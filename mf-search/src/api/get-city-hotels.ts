// GET /cities/:id/hotels: one page of a city's hotels for a stay, with the city and its facets.
import type { PageFetcher } from '@rahi/shared-contracts';
import type { CityHotels } from '@rahi/shared-contracts/api';
import { handleApi } from '@rahi/shared-ui/api';
import { useApiQuery } from '@rahi/shared-ui/query';

/** The proxy client's shape (handleApi); the gateway's server renderer passes one that calls booking-api. */
export type CityHotelsFetcher = PageFetcher;

/**
 * `endPoint` is built by cityHotelsEndPoint. No toasts here: a missing city becomes the page's 404,
 * and the page reports other failures itself.
 */
export function getCityHotels(
  endPoint: string,
  signal?: AbortSignal,
  fetcher: CityHotelsFetcher = handleApi,
) {
  return fetcher<CityHotels>({ endPoint, signal, toast: false });
}

/**
 * The list for `endPoint` (TanStack Query: `data`, `error`, `isFetching`, `refetch`); null loads nothing.
 * `initial` is an answer already in hand for one endPoint (the server rendered it): for that endPoint it is
 * shown at once and not asked again.
 */
export function useCityHotels(endPoint: string | null, initial?: { key: string; data: CityHotels }) {
  return useApiQuery<CityHotels>(endPoint, {
    initialData: initial && initial.key === endPoint ? initial.data : undefined,
  });
}
