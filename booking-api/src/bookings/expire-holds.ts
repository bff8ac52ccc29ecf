// The hold sweep: pending bookings whose hold has run out are expired and release their rooms. Safe in several
// processes at once: each takes its bookings with FOR UPDATE SKIP LOCKED, so no booking is released twice and
// no process waits for another.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { retryTransaction } from '../db/retry-transaction';
import { bookings } from '../db/schema';
import { releaseBooking } from './release';

/** Expires up to `limit` overdue holds (only `bookingId`'s when given); returns how many it expired. */
export async function expireHolds(
  db: Database,
  now: Date,
  options: { bookingId?: number; limit?: number } = {},
): Promise<number> {
  return retryTransaction(db, async (tx) => {
    const overdue = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'pending_payment'),
          lte(bookings.holdExpiresAt, now),
          options.bookingId === undefined ? undefined : eq(bookings.id, options.bookingId),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(options.limit ?? 100)
      .for('update', { skipLocked: true });
    for (const booking of overdue) await releaseBooking(tx, booking, 'expired', now);
    return overdue.length;
  });
}
