// The support desk's side of tickets (/staff/tickets): every traveller's tickets with filters, who handles each,
// the thread, replies, close and reopen. booking-api validates with these and the back office parses with them.

import * as z from 'zod';
import { STAFF_DESK_MESSAGES } from '../staff';
import { idSchema } from './common';
import { queryInt, queryParam } from './query-params';
import {
  ticketDepartmentSchema,
  ticketMessageSchema,
  ticketStatusSchema,
  ticketSummarySchema,
} from './tickets';

/** me: assigned to the caller; anyone: assigned to somebody; nobody: not assigned yet. */
export const TICKET_ASSIGNEE_FILTERS = ['me', 'anyone', 'nobody'] as const;

/** GET /staff/tickets: `olderThanHours` keeps tickets whose last message is at least that old (waiting). */
export const staffTicketsQuerySchema = z.object({
  status: queryParam(ticketStatusSchema.optional()),
  department: queryParam(ticketDepartmentSchema.optional()),
  assigned: queryParam(z.enum(TICKET_ASSIGNEE_FILTERS).optional()),
  olderThanHours: queryParam(queryInt('olderThanHours', 1, 24 * 365).optional()),
  page: queryParam(queryInt('page', 1, 10_000).default(1)),
});
export type StaffTicketsQuery = z.infer<typeof staffTicketsQuerySchema>;

/** A staff member as the desk names them. */
export const staffRefSchema = z.object({ id: idSchema, email: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** The traveller behind a ticket or booking, as support reads them. */
export const travellerRefSchema = z.object({
  id: idSchema,
  mobile: z.string(),
  name: z.string().nullable(),
});

export const staffTicketSummarySchema = ticketSummarySchema.extend({
  assignee: staffRefSchema.nullable(),
  traveller: travellerRefSchema,
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;

export const staffTicketListSchema = z.object({
  items: z.array(staffTicketSummarySchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type StaffTicketList = z.infer<typeof staffTicketListSchema>;

/** GET /staff/tickets/:id: the ticket, its thread (oldest first) and who handles it. */
export const staffTicketSchema = staffTicketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** POST /staff/tickets/:id/assignment: a staff member of the desk (support or admin), or null to unassign. */
export const ticketAssignmentBodySchema = z.strictObject({
  staffId: z.union([idSchema, z.null()], { error: STAFF_DESK_MESSAGES.staffNotFound }),
});
export type TicketAssignmentBody = z.infer<typeof ticketAssignmentBodySchema>;
