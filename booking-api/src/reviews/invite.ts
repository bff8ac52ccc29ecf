// After check-out the traveller is asked for a review: the sweep finds confirmed bookings whose check-out day
// (Tehran) has come in the last week and that were not asked yet, marks them asked and, in the same
// transaction, enqueues the review invitation (an SMS with the short link to the review page; outbox/). Safe
// in several processes: each takes its bookings with FOR UPDATE SKIP LOCKED. The outbox retries a send that
// fails. While comments are closed nobody is asked (nor marked: reopened within the week, they are asked then).
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { commentsOpen } from '../header-footer/comment-status';
import { enqueueBookingMessage } from '../outbox/booking-message';

/** How long after check-out a booking is still asked (a first deployment does not ask every old stay). */
const ASK_WITHIN_DAYS = 7;

/** Asks up to `limit` finished stays for a review; returns how many were asked. */
export async function inviteReviews(db: Database, now: Date, { limit = 20 }: { limit?: number } = {}) {
  if (!(await commentsOpen(db))) return 0;
  const today = todayInTehran(now);
  const checkout = sql<string>`(${bookings.checkin} + ${bookings.nights})`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          isNull(bookings.reviewInvitedAt),
          lte(checkout, sql`${today}::date`),
          gte(checkout, sql`${addDays(today, -ASK_WITHIN_DAYS)}::date`),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const booking of due) {
      await tx.update(bookings).set({ reviewInvitedAt: now }).where(eq(bookings.id, booking.id));
      await enqueueBookingMessage(tx, booking, { kind: 'review_invitation', now });
    }
    return due.length;
  });
}
