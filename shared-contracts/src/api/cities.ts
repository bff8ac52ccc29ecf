// GET /cities/:id: the city a hotel list belongs to.
import * as z from 'zod';
import { idSchema, slugSchema } from './common';

export const citySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  province: z.string(),
  hotelsCount: z.int().nonnegative(),
});
export type City = z.infer<typeof citySchema>;
