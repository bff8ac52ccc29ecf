// Support sends a paid booking's voucher SMS again (the traveller lost it, or typed a number by mistake that
// support has since checked): the outbox's booking_confirmed message, with the audit row in the same transaction.

import { isPaidStatus } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { ApiProblem } from '../../envelope';
import { enqueueBookingMessage } from '../../outbox/booking-message';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { lockDeskBooking } from './find';

export async function resendVoucherSms(
  db: Database,
  staff: StaffPrincipal,
  reserveId: string,
  reason: string,
  now: Date,
) {
  return retryTransaction(db, async (tx) => {
    const booking = await lockDeskBooking(tx, reserveId, null);
    if (!isPaidStatus(booking.status)) throw new ApiProblem(409, [STAFF_DESK_MESSAGES.voucherNotPaid]);
    const occasion = `resent:${now.getTime()}`;
    const messages = await enqueueBookingMessage(tx, booking, { kind: 'booking_confirmed', now, occasion });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'booking_voucher_resent',
      entityType: 'booking',
      entityId: reserveId,
      after: { mobile: booking.bookerMobile },
      reason,
    });
    return { reserveId, messages: messages.length };
  });
}
