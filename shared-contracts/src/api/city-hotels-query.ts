// The query of GET /cities/:id/hotels: the filters, sort and page of a city's hotel list, as the city page
// puts them in its address. Every field is optional; the defaults give the first page by popularity.

import { HOTEL_SORTS, HOTEL_TYPES, PARTY_ADULTS } from '@rahi/shared-contracts';
import * as z from 'zod';
import { isoDateField, MAX_NIGHTS, MAX_PAGE_SIZE, queryInt, queryList, queryParam } from './query-params';

export const cityHotelsQuerySchema = z
  .object({
    checkin: queryParam(isoDateField('checkin').optional()),
    nights: queryParam(queryInt('nights', 1, MAX_NIGHTS).default(1)),
    /** Given, only hotels whose free rooms hold this many on every night are listed. */
    adults: queryParam(queryInt('adults', PARTY_ADULTS.min, PARTY_ADULTS.max).optional()),
    stars: queryList(queryInt('stars', 1, 5)),
    minPrice: queryParam(queryInt('minPrice', 0).optional()),
    maxPrice: queryParam(queryInt('maxPrice', 0).optional()),
    types: queryList(z.enum(HOTEL_TYPES, { error: `types must be among ${HOTEL_TYPES.join(', ')}` })),
    amenities: queryList(z.string().max(50, { error: 'an amenity must be at most 50 characters' })),
    minRating: queryParam(
      z.coerce
        .number({ error: 'minRating must be a number from 0 to 5' })
        .min(0, { error: 'minRating must be a number from 0 to 5' })
        .max(5, { error: 'minRating must be a number from 0 to 5' })
        .optional(),
    ),
    sort: queryParam(
      z.enum(HOTEL_SORTS, { error: `sort must be one of ${HOTEL_SORTS.join(', ')}` }).default('popularity'),
    ),
    page: queryParam(queryInt('page', 1).default(1)),
    pageSize: queryParam(queryInt('pageSize', 1, MAX_PAGE_SIZE).default(20)),
  })
  .refine(
    (query) =>
      !(query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice),
    {
      path: ['maxPrice'],
      error: 'maxPrice must not be below minPrice',
    },
  );
export type CityHotelsQuery = z.infer<typeof cityHotelsQuerySchema>;
