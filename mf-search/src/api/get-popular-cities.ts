// The home page's popular destinations and featured hotels. booking-api has no "popular cities" or
// "featured hotels" list, so the home page names its cities (an editorial choice) and asks each one's
// first page by rating: the answer carries the city with its hotel count and its best-rated hotel with
// today's from-price. One request per city, answered from booking-api's 30-second cache when warm.
import { type Stay, stayQuery } from '@rahi/shared-contracts';
import type { City, HotelCard } from '@rahi/shared-contracts/api';
import { ApiError, keepPreviousData, useQuery } from '@rahi/shared-ui/query';
import { type CityHotelsFetcher, getCityHotels } from './get-city-hotels';

export interface PopularCity {
  city: City;
  /** The best-rated hotel of the city, for the featured list. */
  topHotel: HotelCard | undefined;
}

/** The cities' first hotels by rating for `stay`; `fetcher` is the gateway's on the server (default: the proxy). */
export async function getPopularCities(
  cityIds: readonly number[],
  stay: Stay,
  signal?: AbortSignal,
  fetcher?: CityHotelsFetcher,
) {
  const results = await Promise.all(
    cityIds.map((id) =>
      getCityHotels(`/cities/${id}/hotels?${stayQuery(stay)}&sort=rating&pageSize=1`, signal, fetcher),
    ),
  );
  const cities: PopularCity[] = results.flatMap((result) =>
    result.ok ? [{ city: result.data.city, topHotel: result.data.items[0] }] : [],
  );
  if (cities.length === 0 && results.length > 0) {
    const failed = results.find((result) => !result.ok);
    if (failed && !failed.ok) return failed;
  }
  return { ok: true as const, data: cities };
}

/** The key usePopularCities loads by: an answer in hand (the server's) is used only for the same key. */
export const popularCitiesKey = (cityIds: readonly number[], stay: Stay) =>
  `${cityIds.join(',')}|${stayQuery(stay)}`;

/**
 * The popular cities for `stay` (TanStack Query); `initial` is an answer already in hand for one key (the server
 * rendered it): for that key it is shown at once and not asked again.
 */
export function usePopularCities(
  cityIds: readonly number[],
  stay: Stay,
  initial?: { key: string; data: PopularCity[] },
) {
  const key = popularCitiesKey(cityIds, stay);
  return useQuery({
    queryKey: ['popular-cities', key],
    queryFn: async ({ signal }) => {
      const result = await getPopularCities(cityIds, stay, signal);
      if (!result.ok) throw new ApiError(result.status, result.errors, `popular cities ${key}`);
      return result.data;
    },
    initialData: initial && initial.key === key ? initial.data : undefined,
    placeholderData: keepPreviousData,
  });
}
