// Cancelling a booking from the profile, in one transaction: the booking row is locked (a second request for
// the same booking waits, then finds it cancelled), its rooms go back to the inventory, the credit and points it
// used come back (releaseBooking), the money paid less the penalty is credited to the wallet, and the points it
// earned are taken back.
import { PROFILE_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import type { CancellationResult } from '@rahi/shared-contracts/api';
import { and, eq, or } from 'drizzle-orm';
import type { User } from '../auth/users';
import { RIAL_PER_POINT_EARNED } from '../bookings/confirm';
import { releaseBooking } from '../bookings/release';
import type { Database } from '../db/client';
import { retryTransaction, type Transaction } from '../db/retry-transaction';
import { bookings } from '../db/schema';
import { ApiProblem } from '../envelope';
import { addPointEntry, addWalletEntry, lockUser, pointsBalance, walletBalance } from '../wallet/ledger';
import { quoteBooking } from './quote';

/** The traveller's booking: made while logged in, or with their mobile number. Another's is 404. */
export const ownBooking = (user: User, reserveId: string) =>
  and(
    eq(bookings.reserveId, reserveId),
    or(eq(bookings.userId, user.id), eq(bookings.bookerMobile, user.mobile)),
  );

export const bookingNotFound = () => new ApiProblem(404, [PROFILE_MESSAGES.bookingNotFound]);

async function takeBackEarnedPoints(tx: Transaction, userId: number, booking: typeof bookings.$inferSelect) {
  if (booking.status === 'pending_payment' || booking.userId !== userId) return;
  const earned = Math.floor(booking.toPay / RIAL_PER_POINT_EARNED);
  const points = Math.min(earned, await pointsBalance(tx, userId));
  const reason = `بازگشت امتیاز رزرو لغوشده ${booking.reserveId}`;
  await addPointEntry(tx, { userId, points: -points, reason, bookingId: booking.id });
}

export async function cancelBooking(
  db: Database,
  user: User,
  reserveId: string,
  now: Date,
): Promise<CancellationResult> {
  return retryTransaction(db, async (tx) => {
    await lockUser(tx, user.id);
    const [booking] = await tx.select().from(bookings).where(ownBooking(user, reserveId)).for('update');
    if (!booking) throw bookingNotFound();
    const quote = await quoteBooking(tx, booking, todayInTehran(now));
    if (!quote.allowed) throw new ApiProblem(409, [quote.reason ?? PROFILE_MESSAGES.cancelClosed]);
    await takeBackEarnedPoints(tx, user.id, booking);
    await releaseBooking(tx, booking, 'cancelled', now);
    if (booking.status !== 'pending_payment') {
      const cash = booking.toPay - quote.penalty;
      const reason =
        cash >= 0 ? `استرداد وجه رزرو لغوشده ${booking.reserveId}` : `جریمه لغو رزرو ${booking.reserveId}`;
      await addWalletEntry(tx, { userId: user.id, amount: cash, reason, bookingId: booking.id });
    }
    return {
      reserveId,
      status: 'cancelled',
      penalty: quote.penalty,
      refund: quote.refund,
      credit: await walletBalance(tx, user.id),
    };
  });
}
