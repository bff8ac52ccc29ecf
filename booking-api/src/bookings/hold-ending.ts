// Five minutes before a hold runs out, the booker is told by SMS (with the link to pay). The sweep takes the
// pending bookings whose hold ends within that window with FOR UPDATE SKIP LOCKED and enqueues one message
// each; the outbox's dedupe key makes it once per booking, however many sweeps or processes see it.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { retryTransaction } from '../db/retry-transaction';
import { bookings } from '../db/schema';
import { enqueueBookingMessage } from '../outbox/booking-message';

/** How long before the end of a hold the booker is warned. */
export const HOLD_WARNING_MINUTES = 5;

/** Enqueues the warning for up to `limit` holds ending within five minutes; returns how many were new. */
export async function warnEndingHolds(db: Database, now: Date, limit = 100): Promise<number> {
  const until = new Date(now.getTime() + HOLD_WARNING_MINUTES * 60_000);
  return retryTransaction(db, async (tx) => {
    const ending = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, now),
          lte(bookings.holdExpiresAt, until),
        ),
      )
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    let warned = 0;
    for (const booking of ending)
      warned += (await enqueueBookingMessage(tx, booking, { kind: 'hold_ending', now })).length > 0 ? 1 : 0;
    return warned;
  });
}
