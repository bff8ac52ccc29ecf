// The back office desk's own tables, beside the rows they follow: who handles a ticket, and which paid bookings
// their hotel left unanswered too long (escalated to support). Re-exported by schema.ts, so migrations see them.
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bookings, tickets } from './schema';

/** The staff member a ticket is assigned to (one at a time); no row: nobody. */
export const ticketAssignments = pgTable(
  'ticket_assignments',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The staff member (staff_members.id; no foreign key: members are disabled, never deleted). */
    staffId: integer('staff_id').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ticket_assignments_staff_idx').on(table.staffId)],
);

/** A paid booking whose hotel did not answer within HOTEL_ANSWER_MINUTES: support follows it up. */
export const hotelAnswerEscalations = pgTable('hotel_answer_escalations', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull(),
});
