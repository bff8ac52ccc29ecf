// GET /cities/:id/hotels: one page of a city's hotels for a stay, with the city and its facets.
import type { CityHotels } from '@rahi/shared-contracts/api';
import { requestData } from './request-data';
import { type Resource, useResource } from './use-resource';

/**
 * `endPoint` is built by cityHotelsEndPoint. No toasts here: a missing city becomes the page's 404,
 * and the page reports other failures itself.
 */
export function getCityHotels(endPoint: string, signal?: AbortSignal) {
  return requestData<CityHotels>(endPoint, { signal, toast: false });
}

/** The list for `endPoint`; null loads nothing. */
export function useCityHotels(endPoint: string | null): Resource<CityHotels> {
  return useResource(endPoint, getCityHotels);
}
