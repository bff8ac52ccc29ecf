// GET /destinations: what the search box suggests as the traveller types a city or hotel name.
import * as z from 'zod';
import { idSchema, slugSchema } from './common';

export const destinationsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q must not be empty' })
    .max(100, { error: 'q must be at most 100 characters' }),
});
export type DestinationsQuery = z.infer<typeof destinationsQuerySchema>;

/** The search selection of product §3, with the slug to build its page's address. */
export const destinationSchema = z.object({
  id: idSchema,
  type: z.enum(['city', 'hotel']),
  title: z.string().min(1),
  fullTitle: z.string().min(1),
  slug: slugSchema,
});
export type Destination = z.infer<typeof destinationSchema>;
