// POST /dev/bookings/:reserveId/expire-hold (development routes only): ends a pending booking's hold now, as if
// its minutes had run out, and releases it the way the sweep does. The e2e suite uses it to reach the expired
// hold without waiting BOOKING_HOLD_MINUTES or starting a gateway with a shorter hold.
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import { startPaymentBodySchema } from '@rahi/shared-contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import { expireHolds } from '../bookings/expire-holds';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { ApiProblem, ok } from '../envelope';

/** Expires the booking of this reserve id and booker's mobile; 404 for a wrong pair, 409 when not held. */
export async function expireHoldNow(c: Context, db: Database, clock: Clock) {
  const { mobile } = await parseAuthBody(c, startPaymentBodySchema);
  const reserveId = c.req.param('reserveId') ?? '';
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.reserveId, reserveId), eq(bookings.bookerMobile, mobile)));
  if (!booking) throw new ApiProblem(404, [BOOKING_MESSAGES.bookingNotFound]);
  if (booking.status !== 'pending_payment') throw new ApiProblem(409, [BOOKING_MESSAGES.alreadyPaid]);
  const now = clock();
  await db.update(bookings).set({ holdExpiresAt: now }).where(eq(bookings.id, booking.id));
  await expireHolds(db, now, { bookingId: booking.id });
  const [after] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  return ok(c, { reserveId, status: after?.status });
}
