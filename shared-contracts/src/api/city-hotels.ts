// GET /cities/:id/hotels: one page of a city's hotels with the facet counts the filter bar shows.

import { HOTEL_TYPES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { citySchema } from './cities';
import { idSchema, nearPlaceSchema, percentSchema, ratingSchema, rialSchema, slugSchema } from './common';

export const hotelCardSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  stars: z.int().min(1).max(5),
  type: z.enum(HOTEL_TYPES),
  address: z.string(),
  rating: ratingSchema,
  reviewsCount: z.int().nonnegative(),
  /** The hotel's first exterior photo (or first photo); null when it has none. */
  image: z.string().nullable(),
  /** The cheapest customer price per night for the asked dates; null when sold out. */
  fromPrice: rialSchema.nullable(),
  /** The board price of that same room and night; null when sold out. */
  fromBoardPrice: rialSchema.nullable(),
  discountPercent: percentSchema,
  available: z.boolean(),
  distances: z.array(nearPlaceSchema),
});
export type HotelCard = z.infer<typeof hotelCardSchema>;

const facetSchema = <T extends z.ZodType>(value: T) => z.object({ value, count: z.int().nonnegative() });

export const hotelFacetsSchema = z.object({
  stars: z.array(facetSchema(z.int().min(1).max(5))),
  types: z.array(facetSchema(z.enum(HOTEL_TYPES))),
  amenities: z.array(facetSchema(z.string())),
  /** The range of `fromPrice` over the city's hotels, for the price slider. */
  price: z.object({ min: rialSchema, max: rialSchema }),
});
export type HotelFacets = z.infer<typeof hotelFacetsSchema>;

export const cityHotelsSchema = z.object({
  city: citySchema,
  items: z.array(hotelCardSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
  facets: hotelFacetsSchema,
});
export type CityHotels = z.infer<typeof cityHotelsSchema>;
