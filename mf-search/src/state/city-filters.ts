// The city list's filters, sort and page as they live in the address (so a link reproduces the view).
// The names are booking-api's own query names (docs/api-contract.md), so the address's query and the API's
// are the same words; values that the API would refuse are dropped on reading, never sent.
import {
  adultsFromQuery,
  HOTEL_SORTS,
  HOTEL_TYPES,
  type HotelSort,
  type HotelType,
  PARTY_ADULTS,
  type Stay,
} from '@rahi/shared-contracts';

export interface CityFilters {
  stars: number[];
  types: HotelType[];
  amenities: string[];
  /** Rial per night, as the API's minPrice/maxPrice. */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  sort: HotelSort;
  page: number;
  /**
   * The party, from the search box's `adults=N` (two when not there). Not a filter the panel sets: the address
   * keeps it as the search box wrote it, and only a party other than two is asked of the API.
   */
  adults: number;
}

export const DEFAULT_SORT: HotelSort = 'popularity';
/** Hotels per page of the city list. */
export const CITY_PAGE_SIZE = 10;

const FILTER_KEYS = [
  'stars',
  'types',
  'amenities',
  'minPrice',
  'maxPrice',
  'minRating',
  'sort',
  'page',
] as const;

const list = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const wholeNumber = (value: string | null, min: number) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && Number.isSafeInteger(number) ? number : undefined;
};

/** Reads the filters from an address's query; anything invalid is left out. */
export function readCityFilters(params: URLSearchParams): CityFilters {
  const stars = [...new Set(list(params, 'stars').map(Number))].filter((n) => [1, 2, 3, 4, 5].includes(n));
  const types = [...new Set(list(params, 'types'))].filter((t): t is HotelType =>
    (HOTEL_TYPES as readonly string[]).includes(t),
  );
  const amenities = [...new Set(list(params, 'amenities'))].filter((a) => /^[a-z-]{1,50}$/.test(a));
  let minPrice = wholeNumber(params.get('minPrice'), 0);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [undefined, undefined];
  const rating = Number(params.get('minRating'));
  const minRating = params.get('minRating') && rating > 0 && rating <= 5 ? rating : undefined;
  const sortText = params.get('sort');
  const sort = (HOTEL_SORTS as readonly string[]).includes(sortText ?? '')
    ? (sortText as HotelSort)
    : DEFAULT_SORT;
  const page = wholeNumber(params.get('page'), 1) ?? 1;
  const adults = adultsFromQuery(params);
  return { stars, types, amenities, minPrice, maxPrice, minRating, sort, page, adults };
}

/**
 * Writes filters into a query, keeping its other parameters (checkin, nights, …): defaults and empty
 * lists are left out, so the plain city address stays plain.
 */
export function writeCityFilters(params: URLSearchParams, filters: CityFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.stars.length) next.set('stars', [...filters.stars].sort().join(','));
  if (filters.types.length) next.set('types', filters.types.join(','));
  if (filters.amenities.length) next.set('amenities', filters.amenities.join(','));
  if (filters.minPrice !== undefined) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) next.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== undefined) next.set('minRating', String(filters.minRating));
  if (filters.sort !== DEFAULT_SORT) next.set('sort', filters.sort);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** True when any filter narrows the list (the sort and page do not). */
export const hasActiveFilters = (filters: CityFilters) =>
  filters.stars.length > 0 ||
  filters.types.length > 0 ||
  filters.amenities.length > 0 ||
  filters.minPrice !== undefined ||
  filters.maxPrice !== undefined ||
  filters.minRating !== undefined;

/** The filters with nothing chosen, keeping the sort and the party. */
export const clearedFilters = (filters: CityFilters): CityFilters => ({
  stars: [],
  types: [],
  amenities: [],
  sort: filters.sort,
  page: 1,
  adults: filters.adults,
});

/**
 * The booking-api path of one page of a city's hotels for a stay, party and filters. A party other than two
 * is asked with `adults` (the list then holds only hotels that can take it), after the stay.
 */
export function cityHotelsEndPoint(
  cityId: number,
  stay: Stay,
  filters: CityFilters,
  pageSize = CITY_PAGE_SIZE,
) {
  const stayQuery = new URLSearchParams({ checkin: stay.checkin, nights: String(stay.nights) });
  if (filters.adults !== PARTY_ADULTS.default) stayQuery.set('adults', String(filters.adults));
  const query = writeCityFilters(stayQuery, filters);
  query.set('pageSize', String(pageSize));
  return `/cities/${cityId}/hotels?${query}`;
}

/** The map's address for the list's: the same city, stay, party and filters (the map shows every page). */
export const cityMapEndPoint = (cityId: number, stay: Stay, filters: CityFilters) =>
  cityHotelsEndPoint(cityId, stay, { ...filters, page: 1 }).replace('/hotels?', '/map?');
