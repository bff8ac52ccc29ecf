// Bookings (docs/api-contract.md): POST /bookings makes one from the caller's own reservation draft and
// holds its rooms; GET /bookings/:reserveId finds it with the booker's mobile (or its owner's token, or in the
// browser session whose draft it was made from: the gateway's server render of the payment pages), 404 for a
// wrong pair without saying which part, rate-limited as bookings/lookup-limit.ts says; POST /bookings/:reserveId/payments
// starts a payment at the provider.
import { BOOKING_MESSAGES, MESSAGES } from '@rahi/shared-contracts';
import {
  bookingLookupQuerySchema,
  createBookingBodySchema,
  startPaymentBodySchema,
} from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { clientAddressOf } from '../auth/client-address';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { MaybeSignedIn, OptionalUser } from '../auth/require-user';
import type { User } from '../auth/users';
import type { Database } from '../db/client';
import { bookings, reservationDrafts } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { bookingOperations } from '../openapi/booking-operations';
import type { PaymentProvider } from '../payments/provider';
import { startPayment } from '../payments/start-payment';
import { draftSessionOf } from '../reservation-drafts/owner';
import { createBooking } from './create-booking';
import { expireHolds } from './expire-holds';
import { lookUpBooking } from './lookup-limit';
import { RESERVE_ID } from './reserve-id';
import type { BookingSettings } from './settings';
import { viewBooking } from './view';

export interface BookingDeps {
  settings: BookingSettings;
  clock: Clock;
  provider: PaymentProvider;
  /** How many proxies stand in front (auth settings): picks the client's X-Forwarded-For entry. */
  trustedProxyHops: number;
}

/**
 * The booking when the reserve id and the mobile match, or the caller owns it: its account, or, asked without a
 * mobile, the browser session its draft was made in while that draft lives (as the draft itself answers: a shared
 * computer's next user does not find it days later); undefined otherwise.
 */
async function findOwned(
  db: Database,
  reserveId: string,
  mobile: string | undefined,
  caller: { user: User | undefined; session: string | undefined; now: Date },
) {
  if (!RESERVE_ID.test(reserveId)) return undefined;
  const [found] = await db
    .select({
      booking: bookings,
      draftSession: reservationDrafts.ownerSession,
      draftUntil: reservationDrafts.expiresAt,
    })
    .from(bookings)
    .leftJoin(reservationDrafts, eq(reservationDrafts.id, bookings.draftId))
    .where(eq(bookings.reserveId, reserveId));
  if (!found) return undefined;
  const { booking, draftSession, draftUntil } = found;
  const byMobile = mobile !== undefined && booking.bookerMobile === mobile;
  const byAccount = caller.user !== undefined && booking.userId === caller.user.id;
  const bySession =
    mobile === undefined &&
    caller.session !== undefined &&
    draftSession === caller.session &&
    draftUntil !== null &&
    draftUntil > caller.now;
  return byMobile || byAccount || bySession ? { booking, byOwner: byAccount || bySession } : undefined;
}

/** A pending booking past its hold is expired now (the sweep may not have reached it yet). */
async function current(db: Database, booking: typeof bookings.$inferSelect, now: Date) {
  if (booking.status !== 'pending_payment' || booking.holdExpiresAt > now) return booking;
  await expireHolds(db, now, { bookingId: booking.id });
  const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  return after ?? booking;
}

export function bookingRoutes(db: Database, deps: BookingDeps, optionalUser: OptionalUser) {
  const { clock, settings } = deps;
  const limits = {
    perAddress: settings.lookupFailuresPerHour,
    perReserveId: settings.lookupFailuresPerReserveIdPerHour,
  };
  /** The caller's booking by reserve id and mobile (or account), under the lookup limits; 429 or 404 otherwise. */
  const owned = async (c: Context<MaybeSignedIn>, mobile: string | undefined) => {
    const caller = { user: c.var.user, session: draftSessionOf(c), now: clock() };
    const reserveId = c.req.param('reserveId') ?? '';
    const who = {
      address: clientAddressOf(c, deps.trustedProxyHops),
      reserveId,
      loggedIn: !!caller.user,
      session: !!caller.session,
      mobile: mobile !== undefined,
    };
    const found = await lookUpBooking(db, who, clock(), limits, () =>
      findOwned(db, reserveId, mobile, caller),
    );
    if (found && 'wait' in found) {
      c.header('Retry-After', String(found.wait));
      throw new ApiProblem(429, [MESSAGES.tooManyRequests]);
    }
    if (!found) throw new ApiProblem(404, [BOOKING_MESSAGES.bookingNotFound]);
    return found.booking;
  };

  return new Hono()
    .post('/bookings', describeRoute(bookingOperations.postBookings), optionalUser, async (c) => {
      const body = await parseAuthBody(c, createBookingBodySchema);
      const { user } = c.var;
      const owner = { session: draftSessionOf(c), userId: user?.id };
      const made = await createBooking(db, {
        body,
        user,
        owner,
        now: clock(),
        holdMinutes: settings.holdMinutes,
      });
      return ok(c, made.booking, { status: made.isNew ? 201 : 200 });
    })
    .get(
      '/bookings/:reserveId',
      describeRoute(bookingOperations.getBookingsByReserveId),
      optionalUser,
      async (c) => {
        const { mobile } = parseWith(bookingLookupQuerySchema, c.req.query());
        const booking = await owned(c, mobile);
        return ok(c, await viewBooking(db, await current(db, booking, clock())));
      },
    )
    .post(
      '/bookings/:reserveId/payments',
      describeRoute(bookingOperations.postBookingsByReserveIdPayments),
      optionalUser,
      async (c) => {
        const { mobile } = await parseAuthBody(c, startPaymentBodySchema);
        const booking = await owned(c, mobile);
        const started = await startPayment(db, deps.provider, {
          booking,
          callbackUrl: settings.callbackUrl,
          now: clock(),
        });
        return ok(c, started, { status: 201 });
      },
    );
}
