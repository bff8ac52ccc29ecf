// GET /hotels/:id: everything the hotel page shows about a hotel (docs/domain-facts.md, "Hotels and rooms").

import { HOTEL_TYPES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { cancellationPolicySchema } from './cancellation-policy';
import {
  idSchema,
  nearPlaceSchema,
  percentSchema,
  ratingSchema,
  scoresSchema,
  slugSchema,
  timeOfDaySchema,
} from './common';

export const hotelImageSchema = z.object({
  /** exterior, lobby, rooms, restaurant, pool… */
  category: z.string().min(1),
  url: z.string().min(1),
  alt: z.string(),
});
export type HotelImage = z.infer<typeof hotelImageSchema>;

export const hotelDetailsSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  city: z.object({ id: idSchema, name: z.string().min(1), slug: slugSchema }),
  province: z.string(),
  type: z.enum(HOTEL_TYPES),
  stars: z.int().min(1).max(5),
  address: z.string(),
  /** The reception's number as the hotel writes it (e.g. 051-32225566); null when booking-api has none. */
  phone: z.string().nullable(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** Default 14:00 (product §9). */
  checkInTime: timeOfDaySchema,
  /** Default 12:00 (product §9). */
  checkOutTime: timeOfDaySchema,
  description: z.string(),
  amenities: z.array(z.string()),
  nearPlaces: z.array(nearPlaceSchema),
  images: z.array(hotelImageSchema),
  rating: ratingSchema,
  reviewsCount: z.int().nonnegative(),
  recommendPercent: percentSchema,
  scores: scoresSchema,
  childPolicy: z.string(),
  /** Written from `cancellationRules` (describeCancellationPolicy). */
  cancellationPolicy: z.string(),
  /** The hotel's policy, or the site-wide default: what cancelling costs (quoteCancellation). */
  cancellationRules: cancellationPolicySchema,
});
export type HotelDetails = z.infer<typeof hotelDetailsSchema>;
