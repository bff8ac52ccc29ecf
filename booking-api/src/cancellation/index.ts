// GET /bookings/:reserveId/cancellation quotes cancelling one of the traveller's bookings (penalty and refund by
// the cancellation scale, and where the refund goes); POST cancels it (cancel-booking.ts). Another traveller's
// booking answers 404; one another account made for the traveller's mobile, 403.
import { PROFILE_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import type { RequireUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { ok } from '../envelope';
import { profileOperations } from '../openapi/profile-operations';
import { bookingNotFound, bookingToCancel, cancelBooking } from './cancel-booking';
import { quoteBooking } from './quote';

const RESERVE_ID = /^\d{6,10}$/;

export function cancellationRoutes(db: Database, requireUser: RequireUser, clock: Clock) {
  const reserveIdOf = (value: string) => {
    if (!RESERVE_ID.test(value)) throw bookingNotFound();
    return value;
  };
  return new Hono()
    .get(
      '/bookings/:reserveId/cancellation',
      describeRoute(profileOperations.getBookingsByReserveIdCancellation),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const reserveId = reserveIdOf(c.req.param('reserveId'));
        const booking = await bookingToCancel(db, user, reserveId);
        return ok(c, await quoteBooking(db, booking, todayInTehran(clock())));
      },
    )
    .post(
      '/bookings/:reserveId/cancellation',
      describeRoute(profileOperations.postBookingsByReserveIdCancellation),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const result = await cancelBooking(db, user, reserveIdOf(c.req.param('reserveId')), clock());
        const message =
          result.refundTo === 'card' ? PROFILE_MESSAGES.cancelledToCard : PROFILE_MESSAGES.cancelled;
        return ok(c, result, { message });
      },
    );
}
