// The hotels' map: GET /cities/:id/map gives every hotel of a city that the list's filters keep, where it stands
// and its price per night for the stay, with the landmarks travellers choose by; GET /cities/:id/landmarks gives
// the landmarks alone (the hotel page's location map). Coordinates are approximate, enough to draw a map.
import * as z from 'zod';
import { idSchema, rialSchema, slugSchema } from './common';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const MAP_LANDMARK_KINDS = ['shrine', 'sight', 'railway', 'airport'] as const;
export type MapLandmarkKind = (typeof MAP_LANDMARK_KINDS)[number];

export const mapLandmarkSchema = z.object({
  kind: z.enum(MAP_LANDMARK_KINDS),
  name: z.string().min(1),
  lat: latitude,
  lng: longitude,
});
export type MapLandmark = z.infer<typeof mapLandmarkSchema>;

export const cityLandmarksSchema = z.object({ landmarks: z.array(mapLandmarkSchema) });
export type CityLandmarks = z.infer<typeof cityLandmarksSchema>;

export const mapHotelSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  stars: z.int().min(1).max(5),
  lat: latitude,
  lng: longitude,
  /** The cheapest customer price per night for the stay and party, as on the list's card; null when sold out. */
  fromPrice: rialSchema.nullable(),
});
export type MapHotel = z.infer<typeof mapHotelSchema>;

export const cityMapSchema = z.object({
  /** The city's centre, where the map opens when it has no hotel to show. */
  centre: z.object({ lat: latitude, lng: longitude }),
  /** Every hotel the list's filters keep (all its pages), in the list's order. */
  hotels: z.array(mapHotelSchema),
  landmarks: z.array(mapLandmarkSchema),
});
export type CityMap = z.infer<typeof cityMapSchema>;
