// Support cancels a booking with a written reason: the same transaction, locks and ledger as a traveller's own
// cancellation (closeCancelledBooking), with the hotel policy's penalty or, when support waives it, none. A
// booking made without an account is refunded to its card, as today. The audit row and the traveller's message
// are written in that transaction.
import { PROFILE_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import type { StaffCancellation } from '@rahi/shared-contracts/api';
import { closeCancelledBooking } from '../../cancellation/cancel-booking';
import { quoteBooking } from '../../cancellation/quote';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { ApiProblem } from '../../envelope';
import { enqueueBookingMessage } from '../../outbox/booking-message';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { lockDeskBooking } from './find';

export async function cancelForStaff(
  db: Database,
  staff: StaffPrincipal,
  reserveId: string,
  request: { reason: string; waivePenalty: boolean },
  now: Date,
): Promise<StaffCancellation> {
  return retryTransaction(db, async (tx) => {
    const booking = await lockDeskBooking(tx, reserveId, null);
    const quote = await quoteBooking(tx, booking, todayInTehran(now));
    if (!quote.allowed) throw new ApiProblem(409, [quote.reason ?? PROFILE_MESSAGES.cancelClosed]);
    const penalty = request.waivePenalty ? 0 : quote.penalty;
    const given = await closeCancelledBooking(tx, booking, booking.toPay - penalty, now);
    const refund = booking.status === 'pending_payment' ? quote.refund : given + booking.credit;
    const result = { reserveId, status: 'cancelled' as const, penalty, refund, refundTo: quote.refundTo };
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'booking_cancelled',
      entityType: 'booking',
      entityId: reserveId,
      before: { status: booking.status },
      after: { ...result, policyPenalty: quote.penalty, penaltyWaived: request.waivePenalty },
      reason: request.reason,
    });
    if (refund > 0) {
      const extra = { amount: refund, refundTo: quote.refundTo };
      await enqueueBookingMessage(tx, booking, { kind: 'cancellation_refunded', now, extra });
    }
    return result;
  });
}
