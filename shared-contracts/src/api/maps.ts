// The two map pages' data: Iran's main passenger railway lines (GET /railway-lines) and an airport's
// guide with the hotels nearest it (GET /airports/:slug). Both are content booking-api keeps in its database;
// coordinates are approximate (a few hundred metres to a few kilometres), enough to draw a map, not to navigate.
import * as z from 'zod';
import { idSchema, slugSchema } from './common';
import { relatedHotelSchema } from './content';

const text = z.string().min(1);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A city we sell hotels in, as a station or an airport names it. */
export const mapCitySchema = z.object({
  id: idSchema,
  name: text,
  slug: slugSchema,
  hotelsCount: z.int().nonnegative(),
});
export type MapCity = z.infer<typeof mapCitySchema>;

export const railwayStationSchema = z.object({
  slug: slugSchema,
  name: text,
  lat: latitude,
  lng: longitude,
  /** The city of our own data the station serves, when we sell hotels there (hotelsCount > 0); else null. */
  city: mapCitySchema.nullable(),
});
export type RailwayStation = z.infer<typeof railwayStationSchema>;

export const railwayLineSchema = z.object({
  slug: slugSchema,
  name: text,
  /** Station slugs in travel order, from one end of the line to the other. */
  stations: z.array(slugSchema).min(2),
});
export type RailwayLine = z.infer<typeof railwayLineSchema>;

export const railwayNetworkSchema = z.object({
  lines: z.array(railwayLineSchema),
  /** Every station any line stops at, once. */
  stations: z.array(railwayStationSchema),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type RailwayNetwork = z.infer<typeof railwayNetworkSchema>;

export const airportTerminalSchema = z.object({
  code: z.string().regex(/^[0-9]{1,2}$/),
  name: text,
  about: text,
  /** The metro station that serves it, by its sign's name. */
  metroStation: text.nullable(),
});

export const airportAccessSchema = z.object({
  mode: z.enum(['metro', 'taxi', 'bus', 'car']),
  title: text,
  text,
});

/** The guide a map page shows: terminals, ways to get there, services, and what travellers must check. */
export const airportGuideSchema = z.object({
  summary: text,
  /** Said plainly at the top: which terminal an airline uses changes, the ticket says which. */
  terminalNotice: text,
  terminals: z.array(airportTerminalSchema).min(1),
  access: z.array(airportAccessSchema).min(1),
  services: z.array(z.object({ title: text, text })).min(1),
});
export type AirportGuide = z.infer<typeof airportGuideSchema>;

export const nearbyHotelSchema = relatedHotelSchema.extend({
  /** Straight-line distance from the airport, km, one decimal. */
  distanceKm: z.number().nonnegative(),
});
export type NearbyHotel = z.infer<typeof nearbyHotelSchema>;

export const airportSchema = z.object({
  slug: slugSchema,
  iata: z.string().regex(/^[A-Z]{3}$/),
  name: text,
  city: mapCitySchema,
  lat: latitude,
  lng: longitude,
  guide: airportGuideSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  /** The hotels of the airport's city nearest it, nearest first. */
  nearbyHotels: z.array(nearbyHotelSchema),
});
export type Airport = z.infer<typeof airportSchema>;

/** How many nearest hotels an airport's page lists. */
export const AIRPORT_NEARBY_HOTELS = 6;
