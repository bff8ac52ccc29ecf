// The desk's three actions on a booking, each with a written reason kept in the audit log: cancel (the policy's
// penalty, or none), refund to the traveller's wallet, resend the voucher SMS. Each reads the booking and the
// search again, so the page shows what changed.
import type {
  StaffCancellation,
  StaffCancellationBody,
  WalletRefund,
  WalletRefundBody,
} from '@rahi/shared-contracts/api';
import { useStaffMutation } from '../../api/staff-query';
import { staffBookingPath } from './get-staff-booking';

const invalidates = ['/staff/bookings', '/staff/audit-log'];

export function useCancelBooking(reserveId: string) {
  return useStaffMutation<StaffCancellationBody, StaffCancellation>({
    endPoint: `${staffBookingPath(reserveId)}/cancellation`,
    invalidates,
  });
}

export function useWalletRefund(reserveId: string) {
  return useStaffMutation<WalletRefundBody, WalletRefund>({
    endPoint: `${staffBookingPath(reserveId)}/wallet-refund`,
    invalidates,
  });
}

export function useResendVoucher(reserveId: string) {
  return useStaffMutation<{ reason: string }>({
    endPoint: `${staffBookingPath(reserveId)}/voucher-sms`,
    invalidates,
  });
}
