// GET /popular-routes: the destinations travellers search and book most, counted by booking-api from
// our own data, and the city pairs its travellers booked one after the other. We do not know where a traveller
// sets out from, so a "pair" is two cities the same traveller stayed in, in that order; the page says so.
import * as z from 'zod';
import { idSchema, slugSchema } from './common';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const popularCitySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  province: z.string().min(1),
  hotelsCount: z.int().nonnegative(),
});
export type PopularCity = z.infer<typeof popularCitySchema>;

/** Days of searches counted (Tehran days, today included) and of paid bookings. */
export const POPULAR_SEARCH_DAYS = 30;
export const POPULAR_BOOKING_DAYS = 90;
/** Fewer counted destinations than this, and the cities with the most hotels fill the page up to it. */
export const POPULAR_SHORT_LIST = 12;

export const popularRoutesSchema = z.object({
  /**
   * 'counted': destinations ordered by searches, then paid bookings; 'hotels': nothing counted yet (a fresh
   * database), so the cities with the most hotels stand in, and the page says so.
   */
  basis: z.enum(['counted', 'hotels']),
  /** booking-api's today in Tehran: the page's links start tomorrow, the same on the server and in the browser. */
  today: isoDate,
  destinations: z.array(
    z.object({
      city: popularCitySchema,
      searches: z.int().nonnegative(),
      bookings: z.int().nonnegative(),
    }),
  ),
  /**
   * Under a short counted list: the cities with the most hotels not in it, enough to make a list of
   * POPULAR_SHORT_LIST cities; empty when the counted list is that long, or when the destinations are these cities.
   */
  mostHotels: z.array(popularCitySchema),
  /** Cities the same traveller booked one after the other (check-in order), by number of travellers. */
  pairs: z.array(
    z.object({ from: popularCitySchema, to: popularCitySchema, travellers: z.int().positive() }),
  ),
});
export type PopularRoutes = z.infer<typeof popularRoutesSchema>;
