// Support gives money of a paid booking back to the wallet of the account that made it, with a reason: never
// more than the booking still holds (paid by bank and wallet, less everything given back already), counted and
// written under the booking's and the account's locks, so two refunds at once cannot pass the limit together.

import type { WalletRefund } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { heldByBooking } from '../../cancellation/refund';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { bookingRefunds } from '../../db/schema';
import { ApiProblem } from '../../envelope';
import { recordAudit } from '../../staff/audit';
import type { StaffPrincipal } from '../../staff/require-staff';
import { addWalletEntry } from '../../wallet/ledger';
import { lockDeskBooking } from './find';

export async function refundToWallet(
  db: Database,
  staff: StaffPrincipal,
  reserveId: string,
  request: { amount: number; reason: string },
): Promise<WalletRefund> {
  return retryTransaction(db, async (tx) => {
    const booking = await lockDeskBooking(tx, reserveId, null);
    if (booking.userId === null) throw new ApiProblem(409, [STAFF_DESK_MESSAGES.walletRefundNoAccount]);
    const held = await heldByBooking(tx, booking);
    if (request.amount > held) throw new ApiProblem(409, [STAFF_DESK_MESSAGES.walletRefundTooMuch]);
    const { amount } = request;
    const userId = booking.userId;
    const reason = `بازپرداخت پشتیبانی برای رزرو ${reserveId}`;
    await addWalletEntry(tx, { userId, amount, reason, bookingId: booking.id });
    await tx
      .insert(bookingRefunds)
      .values({ bookingId: booking.id, amount, destination: 'wallet', userId, status: 'done' });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'booking_wallet_refunded',
      entityType: 'booking',
      entityId: reserveId,
      before: { refundable: held },
      after: { amount, refundable: held - amount, userId },
      reason: request.reason,
    });
    return { reserveId, amount, refundable: held - amount };
  });
}
