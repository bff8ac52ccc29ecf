// GET /cities/:id/map: the hotels the list's filters keep, on all its pages, with their places and prices.
import type { CityMap } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

/** The map's data for `endPoint` (cityMapEndPoint); null loads nothing (the map is not open). */
export function useCityMap(endPoint: string | null) {
  return useApiQuery<CityMap>(endPoint);
}
