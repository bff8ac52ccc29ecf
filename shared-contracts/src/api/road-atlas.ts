// GET /road-atlas: Iran's provinces with their main cities, and approximate road distances between
// major cities. Reference data booking-api keeps in its code; each city we sell hotels in carries its id and
// slug, so the page links it to its city page.
import * as z from 'zod';
import { idSchema, slugSchema } from './common';

export const atlasCitySchema = z.object({
  name: z.string().min(1),
  /** Set when we sell hotels there: the city page's id and slug. */
  sold: z.object({ id: idSchema, slug: slugSchema }).nullable(),
});
export type AtlasCity = z.infer<typeof atlasCitySchema>;

export const roadAtlasSchema = z.object({
  provinces: z.array(
    z.object({
      name: z.string().min(1),
      /** The capital first. */
      cities: z.array(atlasCitySchema).min(1),
    }),
  ),
  distances: z.array(
    z.object({
      from: atlasCitySchema,
      to: atlasCitySchema,
      /** Road distance, rounded to 10 km. */
      km: z.int().positive(),
      /** Cities on the way, as the route is usually driven. */
      via: z.array(z.string().min(1)),
    }),
  ),
  /** Where the distances come from, as the page states it. */
  source: z.string().min(1),
});
export type RoadAtlas = z.infer<typeof roadAtlasSchema>;
