// The city page's data, loaded the same way in the browser and on the server: the page's address (city id,
// corrected stay, filters, order, page) names one booking-api path (cityHotelsEndPoint), and getCityHotels
// reads it. The gateway's server renderer passes its own fetcher and gets the very object the browser's
// first render takes from window.__RAHI_CITY__, so both draw the same list.
import { PageLoadError, type Stay } from '@rahi/shared-contracts';
import type { CityHotels } from '@rahi/shared-contracts/api';
import { type CityHotelsFetcher, getCityHotels } from '../api/get-city-hotels';
import { cityHotelsEndPoint, readCityFilters } from '../state/city-filters';

export interface CityPageData {
  /** The booking-api path the list came from: the browser uses the data only for the same path. */
  endPoint: string;
  hotels: CityHotels;
}

/**
 * The booking-api path of a city page's list, from the address's query (the stay already corrected).
 * @example cityPageEndPoint(1, { checkin: '2026-12-01', nights: 2 }, 'stars=5&sort=cheapest')
 * // → '/cities/1/hotels?checkin=2026-12-01&nights=2&stars=5&sort=cheapest&pageSize=10'
 */
export function cityPageEndPoint(cityId: number, stay: Stay, search: string): string {
  return cityHotelsEndPoint(cityId, stay, readCityFilters(new URLSearchParams(search)));
}

/**
 * Loads one page of a city's hotels. No toasts: the page decides how to show a failure.
 * @throws PageLoadError when the call fails (status 404 for an unknown city).
 */
export async function loadCityPageData(
  endPoint: string,
  fetcher?: CityHotelsFetcher,
  signal?: AbortSignal,
): Promise<CityPageData> {
  const result = await getCityHotels(endPoint, signal, fetcher);
  if (!result.ok) throw new PageLoadError(result, endPoint);
  return { endPoint, hotels: result.data };
}
