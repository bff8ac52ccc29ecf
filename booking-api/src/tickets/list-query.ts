// The query of a ticket list: an optional status filter and a page (1 by default).
import { ticketStatusSchema } from '@rahi/shared-contracts/api';
import * as z from 'zod';

export const ticketListQuerySchema = z.object({
  status: ticketStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
