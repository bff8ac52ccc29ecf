// Cancelling a booking from the profile, in one transaction: the booking row is locked (a second request for
// the same booking waits, then finds it cancelled), its rooms go back to the inventory, the credit and points it
// used come back (releaseBooking), the money paid less the penalty goes back to whoever paid (refund.ts), and
// the points it earned are taken back from the account that earned them. Only the account that made the
// booking cancels it; a booking made without an account, by the traveller whose mobile it was made with.
import { PROFILE_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import type { CancellationResult } from '@rahi/shared-contracts/api';
import { and, eq, or } from 'drizzle-orm';
import type { User } from '../auth/users';
import { RIAL_PER_POINT_EARNED } from '../bookings/confirm';
import { releaseBooking } from '../bookings/release';
import type { Database, Executor, Transaction } from '../db/client';
import { retryTransaction } from '../db/retry-transaction';
import { bookings } from '../db/schema';
import { ApiProblem } from '../envelope';
import { enqueueBookingMessage } from '../outbox/booking-message';
import { addPointEntry, lockUser, pointsBalance, walletBalance } from '../wallet/ledger';
import { quoteBooking } from './quote';
import { heldByBooking, refundPayer } from './refund';

type BookingRow = typeof bookings.$inferSelect;

/** The traveller's booking: made while logged in, or with their mobile number. Another's is 404. */
export const ownBooking = (user: User, reserveId: string) =>
  and(
    eq(bookings.reserveId, reserveId),
    or(eq(bookings.userId, user.id), eq(bookings.bookerMobile, user.mobile)),
  );

/** Whether the traveller may cancel the booking: theirs by account, or made without one for their mobile. */
export const cancellableBy = (user: User, booking: Pick<BookingRow, 'userId' | 'bookerMobile'>) =>
  booking.userId === user.id || (booking.userId === null && booking.bookerMobile === user.mobile);

export const bookingNotFound = () => new ApiProblem(404, [PROFILE_MESSAGES.bookingNotFound]);

/**
 * The booking the traveller may cancel; 404 when it is not theirs at all, 403 when it was made for their mobile
 * from another account (they see it in their list, so saying it exists tells them nothing new).
 */
export async function bookingToCancel(db: Executor, user: User, reserveId: string, lock = false) {
  const query = db.select().from(bookings).where(ownBooking(user, reserveId)).limit(1);
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking) throw bookingNotFound();
  if (!cancellableBy(user, booking)) throw new ApiProblem(403, [PROFILE_MESSAGES.cancelByBookingAccount]);
  return booking;
}

/**
 * Locks the booking by reserve id for a change of its money, its account's row first (the order every booking
 * transaction takes); undefined when there is none.
 */
export async function lockBookingAndAccount(tx: Transaction, reserveId: string) {
  const [found] = await tx
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.reserveId, reserveId))
    .limit(1);
  if (!found) return undefined;
  if (found.userId !== null) await lockUser(tx, found.userId);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.reserveId, reserveId)).for('update');
  return booking;
}

async function takeBackEarnedPoints(tx: Transaction, booking: BookingRow) {
  if (booking.status === 'pending_payment' || booking.userId === null) return;
  const earned = Math.floor(booking.toPay / RIAL_PER_POINT_EARNED);
  const points = Math.min(earned, await pointsBalance(tx, booking.userId));
  const reason = `بازگشت امتیاز رزرو لغوشده ${booking.reserveId}`;
  await addPointEntry(tx, { userId: booking.userId, points: -points, reason, bookingId: booking.id });
}

/**
 * Cancels the (locked) booking: the points it earned are taken back, its rooms and the credit and points it used
 * come back, and `refund` (the bank payment less any penalty) goes back to the payer, never more than the booking
 * still holds after what was already given back (a refund support made to the wallet before); returns what went back.
 */
export async function closeCancelledBooking(tx: Transaction, booking: BookingRow, refund: number, now: Date) {
  const held = await heldByBooking(tx, booking);
  await takeBackEarnedPoints(tx, booking);
  await releaseBooking(tx, booking, 'cancelled', now);
  if (booking.status === 'pending_payment') return 0;
  const given = Math.min(refund, Math.max(0, held - booking.credit));
  await refundPayer(tx, booking, given);
  return given;
}

export async function cancelBooking(
  db: Database,
  user: User,
  reserveId: string,
  now: Date,
): Promise<CancellationResult> {
  return retryTransaction(db, async (tx) => {
    await lockUser(tx, user.id);
    const booking = await bookingToCancel(tx, user, reserveId, true);
    const quote = await quoteBooking(tx, booking, todayInTehran(now));
    if (!quote.allowed) throw new ApiProblem(409, [quote.reason ?? PROFILE_MESSAGES.cancelClosed]);
    const given = await closeCancelledBooking(tx, booking, booking.toPay - quote.penalty, now);
    if (booking.status !== 'pending_payment')
      await enqueueBookingMessage(tx, booking, {
        kind: 'cancellation_refunded',
        now,
        extra: { amount: given, refundTo: quote.refundTo },
      });
    return {
      reserveId,
      status: 'cancelled',
      penalty: quote.penalty,
      refund: quote.refund,
      refundTo: quote.refundTo,
      credit: await walletBalance(tx, user.id),
    };
  });
}
