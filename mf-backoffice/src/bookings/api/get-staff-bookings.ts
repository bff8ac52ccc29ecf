// GET /staff/bookings: the desk's search, 20 a page, newest first.
import type { StaffBookingList } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';
import { type BookingFilters, staffBookingsPath } from '../booking-filters';

export function useStaffBookings(filters: BookingFilters) {
  return useStaffQuery<StaffBookingList>(staffBookingsPath(filters));
}
