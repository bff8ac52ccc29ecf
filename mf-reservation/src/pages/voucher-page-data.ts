// What /voucher is drawn from: the booking the address's reserve id and mobile find (one "not found" for any wrong
// pair) and, for a booking that has a voucher, its hotel. The gateway's server render loads it with the client's
// address (booking-api limits wrong pairs per address, as for the lookup API) and the page takes it as its
// queries' first answers.
import { normalizeMobile, type PageFetcher, voucherRefusal } from '@rahi/shared-contracts';
import type { Booking, HotelDetails } from '@rahi/shared-contracts/api';
import { bookingPath, hotelPathOf, type ReserveLookup } from '../state/use-reserve-lookup';

export interface VoucherPageData {
  /** The reserve id and mobile the address names, or null when it cannot name a booking. */
  lookup: ReserveLookup | null;
  /** null: no booking for that pair (or no pair). */
  booking: Booking | null;
  /** The booking's hotel, for a booking that has a voucher; null otherwise. */
  hotel: HotelDetails | null;
}

/** The reserve id and mobile of a /voucher address, and whether it asks for the invoice. */
export function readVoucherAddress(params: URLSearchParams) {
  const reserveId = params.get('reserveId') ?? '';
  const mobile = normalizeMobile(params.get('mobile') ?? '');
  const flag = params.get('isFactor');
  const isFactor = flag !== null && flag !== '0' && flag !== 'false';
  return { lookup: /^\d{8}$/.test(reserveId) && mobile ? { reserveId, mobile } : null, isFactor };
}

/**
 * The page's data for the address's query.
 * @throws Error when booking-api refuses otherwise than "not found" (too many wrong pairs) or cannot answer: the
 * gateway then leaves the page to the browser, which shows the reason.
 */
export async function loadVoucherPageData(
  search: string,
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<VoucherPageData> {
  const { lookup } = readVoucherAddress(new URLSearchParams(search));
  if (!lookup) return { lookup, booking: null, hotel: null };
  const booking = await fetcher<Booking>({ endPoint: bookingPath(lookup), signal });
  if (!booking.ok) {
    if (booking.status === 404) return { lookup, booking: null, hotel: null };
    throw new Error(`voucher ${lookup.reserveId}: ${booking.status}`);
  }
  if (voucherRefusal(booking.data.status)) return { lookup, booking: booking.data, hotel: null };
  const hotel = await fetcher<HotelDetails>({ endPoint: hotelPathOf(booking.data), signal });
  if (!hotel.ok) throw new Error(`voucher ${lookup.reserveId}: hotel ${hotel.status}`);
  return { lookup, booking: booking.data, hotel: hotel.data };
}
