// POST /staff/bookings/:reserveId/hotel-decision: the hotel confirms a paid booking, or refuses it with a reason
// (the traveller is refunded in full at once). The queue and the bookings are read again.
import type { HotelDecision, HotelDecisionBody } from '@rahi/shared-contracts/api';
import { useStaffMutation } from '../../api/staff-query';

export const useHotelDecision = (reserveId: string) =>
  useStaffMutation<HotelDecisionBody, HotelDecision>({
    endPoint: `/staff/bookings/${reserveId}/hotel-decision`,
    invalidates: ['/staff/hotel-confirmations', '/staff/bookings'],
  });
