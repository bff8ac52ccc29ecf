// The home page's data, loaded the same way in the browser and on the server: today's one-night stay in
// Tehran, the popular cities (each with its best-rated hotel, which makes the featured row) and Mashhad's
// hotels nearest the shrine. The gateway's server renderer loads it with its own fetcher and hands the object
// to the browser (window.__RAHI_HOME__), whose first render takes it under the same keys its hooks load by.
import { type Stay, stayQuery, todayInTehran } from '@rahi/shared-contracts';
import type { CityHotels } from '@rahi/shared-contracts/api';
import { type CityHotelsFetcher, getCityHotels } from '../api/get-city-hotels';
import { getPopularCities, type PopularCity, popularCitiesKey } from '../api/get-popular-cities';
import { MASHHAD_CITY_ID, POPULAR_CITY_IDS } from '../state/home-cities';

/** How many hotel tiles a row of the home page shows. */
export const HOME_TILES = 4;

export interface HomePageData {
  /** The stay the prices are for (today in Tehran, one night): the page's links and tiles use it. */
  stay: Stay;
  popular: PopularCity[];
  /** The booking-api path of the shrine row (shrineEndPoint(stay)). */
  shrineEndPoint: string;
  shrine: CityHotels;
}

/** A failed load of the home page's data; `apiStatus` is booking-api's (never a 404 of the page itself). */
export class HomePageLoadError extends Error {
  constructor(
    readonly apiStatus: number,
    readonly errors: string[],
  ) {
    super(`[mf-search] the home page's data answered ${apiStatus}: ${errors.join('; ')}`);
    this.name = 'HomePageLoadError';
  }
}

/** Today's stay in Tehran for one night: what the home page's prices are for. */
export const homeStay = (): Stay => ({ checkin: todayInTehran(), nights: 1 });

/**
 * The booking-api path of Mashhad's hotels nearest the shrine for `stay`.
 * @example shrineEndPoint({ checkin: '2026-12-01', nights: 1 })
 * // → '/cities/1/hotels?checkin=2026-12-01&nights=1&sort=distance&pageSize=4'
 */
export const shrineEndPoint = (stay: Stay) =>
  `/cities/${MASHHAD_CITY_ID}/hotels?${stayQuery(stay)}&sort=distance&pageSize=${HOME_TILES}`;

/** The key the page's popular-cities hook loads by for `stay`. */
export const homePopularKey = (stay: Stay) => popularCitiesKey(POPULAR_CITY_IDS, stay);

/**
 * Loads everything the home page shows below its hero, for `stay`. No toasts.
 * @throws HomePageLoadError when the shrine row or every popular city fails.
 */
export async function loadHomePageData(
  stay: Stay,
  fetcher?: CityHotelsFetcher,
  signal?: AbortSignal,
): Promise<HomePageData> {
  const endPoint = shrineEndPoint(stay);
  const [popular, shrine] = await Promise.all([
    getPopularCities(POPULAR_CITY_IDS, stay, signal, fetcher),
    getCityHotels(endPoint, signal, fetcher),
  ]);
  if (!popular.ok) throw new HomePageLoadError(popular.status, popular.errors);
  if (!shrine.ok) throw new HomePageLoadError(shrine.status, shrine.errors);
  return { stay, popular: popular.data, shrineEndPoint: endPoint, shrine: shrine.data };
}
