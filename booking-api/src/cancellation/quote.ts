// The cancellation quote of a stored booking: the policy it was booked under (or the site-wide default) applied by the shared
// rule (quoteCancellation) to its rooms as charged and the money paid for it, or the reason it cannot be
// cancelled here, and where the refund goes.
import { chargedCancellationRooms, PROFILE_MESSAGES, quoteCancellation } from '@rahi/shared-contracts';
import type { CancellationQuoteData, RefundDestination } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookingRooms, type bookings } from '../db/schema';

type BookingRow = typeof bookings.$inferSelect;
/** The quote, and the money this booking took: the bank payment (once paid) and the wallet credit used. */
export async function quoteBooking(
  db: Executor,
  booking: BookingRow,
  today: string,
): Promise<CancellationQuoteData> {
  const refundTo: RefundDestination = booking.userId === null ? 'card' : 'wallet';
  const refused = (reason: string, daysBefore = 0) => ({
    allowed: false,
    reason,
    penalty: 0,
    refund: 0,
    refundTo,
    percentOfNight: 0,
    chargeOf: 'firstNight' as const,
    daysBefore,
    holiday: false,
  });
  if (booking.status === 'cancelled' || booking.status === 'expired') {
    return refused(PROFILE_MESSAGES.cancelClosed);
  }
  const rooms = await db
    .select({ customerPrice: bookingRooms.customerPrice, priceLines: bookingRooms.priceLines })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id));
  const paid = booking.status === 'pending_payment' ? 0 : booking.toPay;
  const quote = quoteCancellation({
    checkin: booking.checkin,
    nights: booking.nights,
    today,
    rooms: chargedCancellationRooms(rooms, booking.nights),
    paid: paid + booking.credit,
    policy: booking.cancellationRules,
  });
  if (!quote.allowed) return refused(PROFILE_MESSAGES.cancelStarted, quote.daysBefore);
  // An unpaid booking only gives back its hold and the credit it set aside: nothing is kept.
  if (booking.status === 'pending_payment') {
    return { ...refused('', quote.daysBefore), allowed: true, reason: null, refund: booking.credit };
  }
  const { penalty, refund, percent, of, daysBefore, holiday } = quote;
  return {
    allowed: true,
    reason: null,
    penalty,
    refund,
    refundTo,
    percentOfNight: percent,
    chargeOf: of,
    daysBefore,
    holiday,
  };
}
