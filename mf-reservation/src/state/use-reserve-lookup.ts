// A booking found by its reserve id and the booker's mobile (GET /bookings/:reserveId?mobile=, one 404 for any
// wrong pair), and, for the voucher, its hotel's phone, map and cancellation rules (GET /hotels/:id).
import type { Booking, HotelDetails } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

export interface ReserveLookup {
  reserveId: string;
  mobile: string;
}

export const bookingPath = ({ reserveId, mobile }: ReserveLookup) =>
  `/bookings/${reserveId}?${new URLSearchParams({ mobile })}`;

/** `lookup` null (not asked yet, or an address that cannot name a booking) loads nothing. */
export function useReserveLookup(lookup: ReserveLookup | null) {
  return useApiQuery<Booking>(lookup ? bookingPath(lookup) : null);
}

export function useVoucherHotel(booking: Booking | undefined) {
  return useApiQuery<HotelDetails>(booking ? `/hotels/${booking.hotel.id}` : null);
}
