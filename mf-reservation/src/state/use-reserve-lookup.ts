// A booking found by its reserve id and the booker's mobile (GET /bookings/:reserveId?mobile=, one 404 for any
// wrong pair), and, for the voucher, its hotel's phone, map and cancellation rules (GET /hotels/:id). A page the
// server drew has both in its QueryClient already (withServerQueries).
import { normalizeMobile } from '@rahi/shared-contracts';
import type { Booking, HotelDetails } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';
import { RESERVE_ID } from './use-booking';

export interface ReserveLookup {
  reserveId: string;
  mobile: string;
}

/** The lookup an address names (/voucher, /reserve-status: reserveId and mobile), or null when it names none. */
export function lookupOf(params: URLSearchParams): ReserveLookup | null {
  const reserveId = params.get('reserveId') ?? '';
  const mobile = normalizeMobile(params.get('mobile') ?? '');
  return RESERVE_ID.test(reserveId) && mobile ? { reserveId, mobile } : null;
}

export const bookingPath = ({ reserveId, mobile }: ReserveLookup) =>
  `/bookings/${reserveId}?${new URLSearchParams({ mobile })}`;

export const hotelPathOf = (booking: Pick<Booking, 'hotel'>) => `/hotels/${booking.hotel.id}`;

/**
 * `lookup` null (not asked yet, or an address that cannot name a booking) loads nothing. A refusal already in the
 * cache (the server's, drawn into /reserve-status) is not asked again on mount: each wrong pair counts against the
 * lookup limit.
 */
export function useReserveLookup(lookup: ReserveLookup | null) {
  return useApiQuery<Booking>(lookup ? bookingPath(lookup) : null, { retryOnMount: false });
}

export function useVoucherHotel(booking: Booking | undefined) {
  return useApiQuery<HotelDetails>(booking ? hotelPathOf(booking) : null);
}
