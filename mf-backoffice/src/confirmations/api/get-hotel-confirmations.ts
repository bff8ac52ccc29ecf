// GET /staff/hotel-confirmations: paid bookings of the member's hotels (every hotel for an admin) waiting for the
// hotel's answer, the most pressing deadline first; read again every minute, so a new booking shows up.
import type { HotelConfirmationList } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';

export const CONFIRMATIONS_REFRESH_MS = 60_000;

export const useHotelConfirmations = (page: number) =>
  useStaffQuery<HotelConfirmationList>(
    page > 1 ? `/staff/hotel-confirmations?page=${page}` : '/staff/hotel-confirmations',
    { refetchInterval: CONFIRMATIONS_REFRESH_MS },
  );
