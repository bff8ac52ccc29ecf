// The fixed words of the hotel list: the hotel types of docs/domain-facts.md and the list's sort orders. Plain
// constants, so a filter bar can list them without loading the API schemas that check them.

export const HOTEL_TYPES = [
  'hotel',
  'hotel-apartment',
  'boutique',
  'traditional-house',
  'eco-lodge',
  'guest-house',
] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** '-price' is the most expensive first; the default is 'popularity'. */
export const HOTEL_SORTS = ['price', '-price', 'stars', 'rating', 'popularity', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
