// GET /staff/bookings/:reserveId: one booking with its rooms, guests, money and history, and what cancelling it
// now would cost.
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';

export const staffBookingPath = (reserveId: string) => `/staff/bookings/${encodeURIComponent(reserveId)}`;

export function useStaffBooking(reserveId: string) {
  return useStaffQuery<StaffBooking>(staffBookingPath(reserveId));
}
