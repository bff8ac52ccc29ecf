// The booking a payment page shows: GET /bookings/:reserveId with the mobile this session booked with (or,
// for a logged-in owner, the token alone). A reserve id this browser does not know is a Persian page, not a guess.
// When the gateway drew the page, it read the booking without a mobile (as this browser session's or the token's,
// server/container.tsx): that read is in the cache, and the page uses it instead of asking again.
import type { Booking } from '@rahi/shared-contracts/api';
import { apiQueryKey, useApiQuery, useQueryClient } from '@rahi/shared-ui/query';
import { useSearchParams } from 'react-router-dom';
import { readBookingMobile } from './session-store';

export const RESERVE_ID = /^\d{8}$/;

/** The booking's path as the server reads it: the browser session's or the token's own, no mobile. */
export const ownBookingPath = (reserveId: string) => `/bookings/${reserveId}`;

export function useBooking() {
  const [params] = useSearchParams();
  return useBookingOf(params.get('reserveId') ?? '');
}

/** The same for a reserve id known otherwise (the booking made from a draft); '' asks nothing. */
export function useBookingOf(reserveId: string) {
  const valid = RESERVE_ID.test(reserveId);
  const mobile = valid ? readBookingMobile(reserveId) : undefined;
  const queryClient = useQueryClient();
  const drawnByServer =
    valid && queryClient.getQueryData(apiQueryKey(ownBookingPath(reserveId))) !== undefined;
  const path = !valid
    ? null
    : mobile && !drawnByServer
      ? `${ownBookingPath(reserveId)}?mobile=${encodeURIComponent(mobile)}`
      : ownBookingPath(reserveId);
  const query = useApiQuery<Booking>(path);
  return { reserveId, valid, mobile, query, drawnByServer };
}
