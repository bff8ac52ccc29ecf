// POST /bookings/:reserveId/payments' work: a new provider authority for the booking's amount to pay (from our
// database), one payments row per attempt, and the page to send the buyer to.
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import type { StartedPayment } from '@rahi/shared-contracts/api';
import { expireHolds } from '../bookings/expire-holds';
import type { Database } from '../db/client';
import { type bookings, payments } from '../db/schema';
import { ApiProblem } from '../envelope';
import { logger } from '../observability/logger';
import { type PaymentProvider, ProviderUnavailable } from './provider';

type BookingRow = typeof bookings.$inferSelect;

const REFUSALS: Record<Exclude<BookingRow['status'], 'pending_payment'>, string> = {
  confirmed: BOOKING_MESSAGES.alreadyPaid,
  awaiting_hotel: BOOKING_MESSAGES.alreadyPaid,
  expired: BOOKING_MESSAGES.holdExpired,
  cancelled: BOOKING_MESSAGES.notPayable,
};

export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  input: { booking: BookingRow; callbackUrl: string; now: Date },
): Promise<StartedPayment> {
  const { booking, now } = input;
  if (booking.status !== 'pending_payment') throw new ApiProblem(409, [REFUSALS[booking.status]]);
  if (booking.holdExpiresAt <= now) {
    await expireHolds(db, now, { bookingId: booking.id });
    throw new ApiProblem(409, [BOOKING_MESSAGES.holdExpired]);
  }
  let started: { authority: string; redirectUrl: string };
  try {
    started = await provider.request({
      amount: booking.toPay,
      description: `رزرو هتل، کد رزرو ${booking.reserveId}`,
      callbackUrl: input.callbackUrl,
      mobile: booking.bookerMobile,
      email: booking.bookerEmail,
      orderId: booking.reserveId,
    });
  } catch (error) {
    logger.error(
      { err: error },
      `[payments] request for booking ${booking.reserveId} at ${provider.name} failed`,
    );
    if (error instanceof ProviderUnavailable) throw new ApiProblem(502, [BOOKING_MESSAGES.bankUnavailable]);
    throw error;
  }
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: provider.name,
      authority: started.authority,
      amount: booking.toPay,
      status: 'pending',
      createdAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('the payment row was not inserted');
  return { paymentId: payment.id, redirectUrl: started.redirectUrl };
}
