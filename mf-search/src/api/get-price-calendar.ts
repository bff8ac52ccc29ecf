// GET /cities/:id/price-calendar and /hotels/:id/price-calendar: each day's lowest free price per night, or why
// it cannot be chosen. Asked only while the date picker is open, for the days it shows.
import type { PriceCalendar } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

/** Whose prices: the city or the hotel chosen in the search box. */
export interface PriceSource {
  type: 'city' | 'hotel';
  id: number;
}

/** The endPoint for `source` from `from` to `to` (both included, at most 62 days). */
export const priceCalendarEndPoint = (source: PriceSource, from: string, to: string) =>
  `/${source.type === 'city' ? 'cities' : 'hotels'}/${source.id}/price-calendar?from=${from}&to=${to}`;

/** The calendar for `endPoint`; null asks nothing. A failure only leaves the days without prices. */
export function usePriceCalendar(endPoint: string | null) {
  return useApiQuery<PriceCalendar>(endPoint);
}
