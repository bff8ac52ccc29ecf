// The hotel answers a paid booking waiting for it: confirm (the voucher says confirmed from then on), or refuse
// with a reason: the booking is cancelled and the traveller gets everything back at once (the account's wallet;
// a booking made without an account, its card as today), through the cancellation's own locks and ledger. The
// booking row is locked and must still be waiting, so two answers at once cannot both act (the second is 409).

import type { HotelDecision, HotelDecisionBody } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import { closeCancelledBooking } from '../../cancellation/cancel-booking';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { bookings } from '../../db/schema';
import { ApiProblem } from '../../envelope';
import { enqueueBookingMessage } from '../../outbox/booking-message';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { lockDeskBooking } from '../bookings/find';
import { answerableHotels } from '../desk-scope';

export async function decideForHotel(
  db: Database,
  staff: StaffPrincipal,
  reserveId: string,
  body: HotelDecisionBody,
  now: Date,
): Promise<HotelDecision> {
  return retryTransaction(db, async (tx) => {
    const booking = await lockDeskBooking(tx, reserveId, answerableHotels(staff));
    if (booking.status !== 'awaiting_hotel')
      throw new ApiProblem(409, [STAFF_DESK_MESSAGES.notAwaitingHotel]);
    let result: HotelDecision;
    if (body.decision === 'confirm') {
      await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
      result = { reserveId, status: 'confirmed', refund: 0, refundTo: null };
      await enqueueBookingMessage(tx, booking, { kind: 'hotel_confirmed', now });
    } else {
      const given = await closeCancelledBooking(tx, booking, booking.toPay, now);
      const refundTo = booking.userId === null ? 'card' : 'wallet';
      result = { reserveId, status: 'cancelled', refund: given + booking.credit, refundTo };
      const extra = { amount: result.refund, refundTo };
      await enqueueBookingMessage(tx, booking, { kind: 'hotel_refused', now, extra });
    }
    await recordAudit(tx, {
      staffId: staff.id,
      action: body.decision === 'confirm' ? 'booking_hotel_confirmed' : 'booking_hotel_refused',
      entityType: 'booking',
      entityId: reserveId,
      before: { status: booking.status },
      after: result,
      ...(body.reason !== undefined && { reason: body.reason }),
    });
    return result;
  });
}
