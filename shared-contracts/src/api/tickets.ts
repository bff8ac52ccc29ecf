// Support tickets (/profile/ticket): a traveller opens one about a booking or anything else, support
// answers through booking-api's /support endpoints (a separate token), the traveller replies or closes it.

import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { stripBidiControls } from '../text/bidi-controls';
import { idSchema } from './common';

export const TICKET_DEPARTMENTS = ['booking', 'payment', 'refund', 'other'] as const;
export const ticketDepartmentSchema = z.enum(TICKET_DEPARTMENTS, {
  error: PROFILE_MESSAGES.ticketDepartmentRequired,
});
export type TicketDepartment = z.infer<typeof ticketDepartmentSchema>;

/** open: waiting for support; answered: support replied last; closed: no more messages. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketMessageTextSchema = z
  .string({ error: PROFILE_MESSAGES.ticketMessageRequired })
  .overwrite(stripBidiControls)
  .trim()
  .min(2, { error: PROFILE_MESSAGES.ticketMessageRequired })
  .max(2000, { error: PROFILE_MESSAGES.ticketMessageRequired });

/** POST /tickets. `reserveId` must be one of the traveller's own bookings. */
export const createTicketBodySchema = z.object({
  subject: z
    .string({ error: PROFILE_MESSAGES.ticketSubjectRequired })
    .overwrite(stripBidiControls)
    .trim()
    .min(3, { error: PROFILE_MESSAGES.ticketSubjectRequired })
    .max(120, { error: PROFILE_MESSAGES.ticketSubjectRequired }),
  department: ticketDepartmentSchema,
  reserveId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .regex(/^\d{6,10}$/, { error: PROFILE_MESSAGES.ticketBookingNotFound })
      .optional(),
  ),
  message: ticketMessageTextSchema,
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** POST /tickets/:id/messages (the traveller) and /staff/tickets/:id/messages (support). */
export const ticketReplyBodySchema = z.object({ message: ticketMessageTextSchema });
export type TicketReplyBody = z.infer<typeof ticketReplyBodySchema>;

export const ticketSummarySchema = z.object({
  id: idSchema,
  subject: z.string(),
  department: ticketDepartmentSchema,
  status: ticketStatusSchema,
  reserveId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: idSchema,
  author: z.enum(['traveller', 'support']),
  text: z.string(),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** GET /tickets/:id: the ticket and its thread, oldest message first. */
export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ items: z.array(ticketSummarySchema), total: z.int() });
export type TicketList = z.infer<typeof ticketListSchema>;
