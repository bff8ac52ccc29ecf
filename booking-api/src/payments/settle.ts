// Settling a payment: POST /payments/verify and the reconciler both come here. The provider verifies with OUR
// stored amount; then, in one transaction with the payment and booking rows locked, the first caller records
// the outcome and every later or concurrent caller reads it: one confirmation, one charge, whatever replays.
// Money captured for a booking that can no longer be confirmed (its hold expired) goes to the wallet.
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import type { VerifiedPayment } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { findOrRegisterUser } from '../auth/users';
import { confirmBooking } from '../bookings/confirm';
import type { Database } from '../db/client';
import { retryTransaction, type Transaction } from '../db/retry-transaction';
import { bookings, payments } from '../db/schema';
import { ApiProblem } from '../envelope';
import { logger } from '../observability/logger';
import { enqueueBookingMessage } from '../outbox/booking-message';
import { addWalletEntry } from '../wallet/ledger';
import { type PaymentProvider, ProviderUnavailable, type VerifyOutcome } from './provider';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Money moved for these; a cancelled or failed payment is asked again (a NOK callback may be forged, or the
 * buyer may still pay at the bank after an early verify), so a late capture is still found and settled.
 */
const FINAL = new Set<PaymentRow['status']>(['verified', 'refunded', 'reversed']);
type BookingRow = typeof bookings.$inferSelect;

const REASONS: Partial<Record<PaymentRow['status'], string>> = {
  cancelled: BOOKING_MESSAGES.paymentCancelled,
  failed: BOOKING_MESSAGES.paymentNotConfirmed,
  refunded: BOOKING_MESSAGES.paymentRefundedToWallet,
  reversed: BOOKING_MESSAGES.paymentReversed,
};

/** The verify answer for a payment as it stands. */
export function paymentAnswer(payment: PaymentRow, booking: BookingRow): VerifiedPayment {
  const expired = booking.status === 'expired' && payment.status === 'pending';
  return {
    reserveId: booking.reserveId,
    status: booking.status,
    paymentStatus: payment.status,
    reason: expired ? BOOKING_MESSAGES.holdExpired : (REASONS[payment.status] ?? null),
  };
}

async function lockPair(tx: Transaction, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
  if (!booking) throw new Error(`booking ${payment.bookingId} vanished`);
  return { payment, booking };
}

async function record(
  tx: Transaction,
  { payment, booking }: { payment: PaymentRow; booking: BookingRow },
  outcome: VerifyOutcome,
  now: Date,
): Promise<'reverse' | undefined> {
  if (!outcome.ok) {
    if (payment.status !== 'pending') return;
    const status = outcome.code === -51 ? 'cancelled' : 'failed';
    await tx.update(payments).set({ status, settledAt: now }).where(eq(payments.id, payment.id));
    // Zarinpal's -51 is any unpaid session (the buyer's cancel or the bank's refusal): both are told.
    if (booking.status === 'pending_payment')
      await enqueueBookingMessage(tx, booking, { kind: 'payment_failed', now, occasion: payment.id });
    return;
  }
  const captured = { refId: outcome.refId, cardPan: outcome.cardPan, settledAt: now };
  if (booking.status === 'pending_payment') {
    await tx
      .update(payments)
      .set({ ...captured, status: 'verified' })
      .where(eq(payments.id, payment.id));
    await confirmBooking(tx, booking, payment.amount, now);
    return;
  }
  // The hold ran out (or another payment confirmed it) before this capture was verified. Without an account the
  // money goes back to the card: the payment is marked reversed here, and the caller that marked it asks the
  // provider (refundToWallet if the provider refuses). With an account it goes to the wallet at once.
  if (!booking.userId) {
    await tx
      .update(payments)
      .set({ ...captured, status: 'reversed' })
      .where(eq(payments.id, payment.id));
    await paymentReturned(tx, payment, booking, 'card', now);
    return 'reverse';
  }
  await refundToWallet(tx, payment, booking, booking.userId);
  await tx
    .update(payments)
    .set({ ...captured, status: 'refunded' })
    .where(eq(payments.id, payment.id));
  await paymentReturned(tx, payment, booking, 'wallet', now);
  return undefined;
}

/** The traveller is told the capture went back, and where (a card reverse the bank refused: the wallet, after). */
const paymentReturned = (
  tx: Transaction,
  payment: PaymentRow,
  booking: BookingRow,
  refundTo: 'card' | 'wallet',
  now: Date,
) =>
  enqueueBookingMessage(tx, booking, {
    kind: 'payment_returned',
    now,
    extra: { amount: payment.amount, refundTo },
    occasion: `${payment.id}:${refundTo}`,
  });

/** Credits a captured payment to the wallet (of the booker's number, registered now if new). */
async function refundToWallet(tx: Transaction, payment: PaymentRow, booking: BookingRow, userId: number) {
  await addWalletEntry(tx, {
    userId,
    amount: payment.amount,
    reason: `بازگشت وجه پرداختی رزرو ${booking.reserveId}`,
    bookingId: booking.id,
  });
}

/** The provider refused the reverse: the payment marked reversed is credited to the wallet instead. */
async function reverseOrRefund(
  db: Database,
  provider: PaymentProvider,
  paymentId: number,
  authority: string,
  now: Date,
) {
  const reversed = await provider.reverse(authority).catch((error) => {
    logger.error({ err: error }, `[payments] reverse of ${authority} at ${provider.name} failed`);
    return false;
  });
  if (reversed) return;
  await retryTransaction(db, async (tx) => {
    const { payment, booking } = await lockPair(tx, paymentId);
    if (payment.status !== 'reversed') return;
    const userId = (await findOrRegisterUser(tx, booking.bookerMobile, now)).id;
    await refundToWallet(tx, payment, booking, userId);
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    await paymentReturned(tx, payment, booking, 'wallet', now);
  });
}

async function findPayment(db: Database, authority: string) {
  const [found] = await db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.authority, authority));
  if (!found) throw new ApiProblem(404, [BOOKING_MESSAGES.paymentNotFound]);
  return found;
}

/**
 * Settles the payment of this authority once and answers as it stands. The bank's Status is only a hint: the
 * provider's verify decides (a forged NOK cannot cancel a real capture, a forged OK confirms nothing).
 */
export async function settlePayment(
  db: Database,
  provider: PaymentProvider,
  authority: string,
  now: Date,
): Promise<VerifiedPayment> {
  const found = await findPayment(db, authority);
  if (FINAL.has(found.payment.status)) return paymentAnswer(found.payment, found.booking);
  let outcome: VerifyOutcome;
  try {
    outcome = await provider.verify({ authority, amount: found.payment.amount });
  } catch (error) {
    logger.error({ err: error }, `[payments] verify of ${authority} at ${provider.name} failed`);
    if (error instanceof ProviderUnavailable) throw new ApiProblem(502, [BOOKING_MESSAGES.bankUnavailable]);
    throw error;
  }
  const next = await retryTransaction(db, async (tx) => {
    const locked = await lockPair(tx, found.payment.id);
    return FINAL.has(locked.payment.status) ? undefined : record(tx, locked, outcome, now);
  });
  if (next === 'reverse') await reverseOrRefund(db, provider, found.payment.id, authority, now);
  const after = await findPayment(db, authority);
  return paymentAnswer(after.payment, after.booking);
}
