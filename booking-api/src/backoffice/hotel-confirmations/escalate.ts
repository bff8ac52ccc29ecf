// The sweep's step for hotels that do not answer: a paid booking still awaiting its hotel HOTEL_ANSWER_MINUTES
// after payment is escalated once (a hotel_answer_escalations row), and support's booking list shows it
// (GET /staff/bookings?escalated=true). Safe in several processes at once: the row's key keeps it to one.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelAnswerEscalations } from '../../db/desk-schema';
import { bookings } from '../../db/schema';

/** Escalates the bookings whose hotel's answer is overdue at `now`; returns how many it escalated. */
export async function escalateUnansweredBookings(db: Database, now: Date, answerMinutes: number) {
  const dueBefore = new Date(now.getTime() - answerMinutes * 60_000);
  const overdue = db
    .select({
      bookingId: bookings.id,
      escalatedAt: sql`${now.toISOString()}::timestamptz`.as('escalated_at'),
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'awaiting_hotel'), lte(bookings.confirmedAt, dueBefore)));
  const rows = await db
    .insert(hotelAnswerEscalations)
    .select(overdue)
    .onConflictDoNothing()
    .returning({ bookingId: hotelAnswerEscalations.bookingId });
  return rows.length;
}
