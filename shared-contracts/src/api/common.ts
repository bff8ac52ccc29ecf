// The small shapes that several API payloads share, so an id, a Rial amount or a score means one thing.
import * as z from 'zod';

/** The largest id a PostgreSQL integer column holds; a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

export const idSchema = z.int().positive().max(MAX_ID);

/**
 * A reservation draft's id: a random (version 4) UUID, as the page's crypto.randomUUID() makes; the nil and
 * max UUIDs and other versions are refused.
 */
export const reservationIdSchema = z.uuidv4({ error: 'reservationId must be a UUID' });

/** Money is integer Rial (docs/api-contract.md); screens divide by 10 for Toman. */
export const rialSchema = z.int().nonnegative();

/** Ratings and category scores are out of 5. */
export const ratingSchema = z.number().min(0).max(5);

export const percentSchema = z.int().min(0).max(100);

/** A clock time 'HH:MM', as a hotel's check-in and check-out times. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a time as HH:MM' });

export const slugSchema = z.string().min(1);

/** A place near a hotel: an airport, a railway station, in Mashhad the Imam Reza shrine. */
export const nearPlaceSchema = z.object({
  kind: z.string().min(1),
  name: z.string().min(1),
  distanceKm: z.number().nonnegative(),
});
export type NearPlace = z.infer<typeof nearPlaceSchema>;

/** Category scores of a hotel or of one review (docs/domain-facts.md). */
export const scoresSchema = z.object({
  staff: ratingSchema,
  cleanliness: ratingSchema,
  restaurant: ratingSchema,
  location: ratingSchema,
  valueForMoney: ratingSchema,
});
export type Scores = z.infer<typeof scoresSchema>;

export const linkSchema = z.object({ title: z.string(), url: z.string() });
export type Link = z.infer<typeof linkSchema>;
