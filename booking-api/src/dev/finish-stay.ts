// POST /dev/bookings/:reserveId/finish-stay (development routes only): moves a booking's stay into the past, so
// it ended yesterday, as if the traveller had stayed and left. The e2e review journey uses it to reach a finished
// stay without waiting for one. Only the booking's dates move: the room nights it took stay taken, which a
// development database can afford.
import { addDays, BOOKING_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { startPaymentBodySchema } from '@rahi/shared-contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { ApiProblem, ok } from '../envelope';

/** 404 for a wrong reserve id / mobile pair. */
export async function finishStayNow(c: Context, db: Database, clock: Clock) {
  const { mobile } = await parseAuthBody(c, startPaymentBodySchema);
  const reserveId = c.req.param('reserveId') ?? '';
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.reserveId, reserveId), eq(bookings.bookerMobile, mobile)));
  if (!booking) throw new ApiProblem(404, [BOOKING_MESSAGES.bookingNotFound]);
  const checkin = addDays(todayInTehran(clock()), -booking.nights - 1);
  await db.update(bookings).set({ checkin }).where(eq(bookings.id, booking.id));
  return ok(c, { reserveId, checkin, nights: booking.nights });
}
