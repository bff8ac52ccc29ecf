// A booking found by its reserve id and the booker's mobile (GET /bookings/:reserveId?mobile=, one 404 for any
// wrong pair), and, for the voucher, its hotel's phone, map and cancellation rules (GET /hotels/:id). A page the
// server drew gives both queries their first answers.
import type { Booking, HotelDetails } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

export interface ReserveLookup {
  reserveId: string;
  mobile: string;
}

export const bookingPath = ({ reserveId, mobile }: ReserveLookup) =>
  `/bookings/${reserveId}?${new URLSearchParams({ mobile })}`;

export const hotelPathOf = (booking: Pick<Booking, 'hotel'>) => `/hotels/${booking.hotel.id}`;

/**
 * `lookup` null (not asked yet, or an address that cannot name a booking) loads nothing. A refusal already in the
 * cache (the server's, drawn into /reserve-status) is not asked again on mount: each wrong pair counts against the
 * lookup limit.
 */
export function useReserveLookup(lookup: ReserveLookup | null, initialData?: Booking) {
  return useApiQuery<Booking>(lookup ? bookingPath(lookup) : null, {
    retryOnMount: false,
    ...(initialData && { initialData }),
  });
}

export function useVoucherHotel(booking: Booking | undefined, initialData?: HotelDetails) {
  return useApiQuery<HotelDetails>(booking ? hotelPathOf(booking) : null, initialData ? { initialData } : {});
}
