// The booking a payment page shows: GET /bookings/:reserveId with the mobile this session booked with (or,
// for a logged-in owner, the token alone). A reserve id this browser does not know is a Persian page, not a guess.
import type { Booking } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';
import { useSearchParams } from 'react-router-dom';
import { readBookingMobile } from './session-store';

export function useBooking() {
  const [params] = useSearchParams();
  return useBookingOf(params.get('reserveId') ?? '');
}

/** The same for a reserve id known otherwise (the booking made from a draft); '' asks nothing. */
export function useBookingOf(reserveId: string) {
  const valid = /^\d{8}$/.test(reserveId);
  const mobile = valid ? readBookingMobile(reserveId) : undefined;
  const query = useApiQuery<Booking>(
    valid ? `/bookings/${reserveId}${mobile ? `?mobile=${encodeURIComponent(mobile)}` : ''}` : null,
  );
  return { reserveId, valid, mobile, query };
}
