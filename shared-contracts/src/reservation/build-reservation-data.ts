// The reservation data of product §3, saved before checkout (POST /api/reservations): built here, as a pure
// function, so the hotel page, the reservation page and the tests agree on every field. The server
// re-prices the rooms itself; totalSum is the page's claim, computed with the same product §9 functions.
import type { ReservationData } from '../api/reservation';
import type { SelectedRoom } from '../cart/selected-room';
import { addDays, isIsoDate } from '../dates/tehran-date';
import { calculateAmountToPay, calculateCartTotals } from '../pricing/stay-pricing';
import { PARTY_ADULTS } from '../search/party-rooms';

/** docs/product.md §9's defaults when a hotel names no times. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
export const DEFAULT_CHECK_OUT_TIME = '12:00';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the reservation data needs to know about the hotel (a subset of GET /hotels/:id). */
export interface ReservationHotel {
  id: number;
  name: string;
  stars: number;
  address: string;
  checkInTime?: string | null;
  checkOutTime?: string | null;
}

export interface ReservationInput {
  hotel: ReservationHotel;
  /** Gregorian 'YYYY-MM-DD' and whole nights (already route-corrected). */
  stay: { checkin: string; nights: number };
  /** The cart, in order. */
  rooms: readonly SelectedRoom[];
}

/**
 * The nights of a stay, one Gregorian date each, from the check-in on.
 * @example stayDates('2026-12-30', 3) // → ['2026-12-30', '2026-12-31', '2027-01-01']
 */
export function stayDates(checkin: string, nights: number): string[] {
  return Array.from({ length: nights }, (_, night) => addDays(checkin, night));
}

const timeOr = (time: string | null | undefined, fallback: string) =>
  time && TIME_OF_DAY.test(time) ? time : fallback;

/**
 * Builds product §3's reservation data from the hotel, the stay and the cart. totalSum is the amount to pay
 * (product §9: total minus the hotel discount, floored at 0), as booking-api re-prices it.
 * @throws RangeError when there is no room, the check-in is not a date, the nights are not a positive
 * whole number, or a price is not a non-negative integer (from calculateCartTotals).
 * @example
 * buildReservationData({ hotel, stay: { checkin: '2026-12-20', nights: 2 }, rooms: [room] })
 * // → { reserveDates: ['2026-12-20', '2026-12-21'], rooms: [room], totalSum: …, checkin: '2026-12-20', nights: 2, … }
 */
export function buildReservationData({ hotel, stay, rooms }: ReservationInput): ReservationData {
  if (rooms.length === 0) throw new RangeError('a reservation needs at least one room');
  if (!isIsoDate(stay.checkin)) throw new RangeError(`checkin must be YYYY-MM-DD, got ${stay.checkin}`);
  if (!Number.isInteger(stay.nights) || stay.nights < 1)
    throw new RangeError(`nights must be a positive whole number, got ${stay.nights}`);
  const totals = calculateCartTotals(rooms);
  return {
    reserveDates: stayDates(stay.checkin, stay.nights),
    rooms: rooms.map((room) => ({ ...room, early: { ...room.early }, late: { ...room.late } })),
    totalSum: calculateAmountToPay(totals),
    checkin: stay.checkin,
    nights: stay.nights,
    hotelId: hotel.id,
    hotelName: hotel.name,
    hotelRate: hotel.stars,
    hotelAddress: hotel.address,
    checkInTime: timeOr(hotel.checkInTime, DEFAULT_CHECK_IN_TIME),
    checkOutTime: timeOr(hotel.checkOutTime, DEFAULT_CHECK_OUT_TIME),
  };
}

/**
 * The reservation page's address for a saved draft (product §2: reservationId, checkin, nights, checkOut).
 * @example reservationPath('0b6c…', { checkin: '2026-12-20', nights: 2 })
 * // → '/reservation?reservationId=0b6c…&checkin=2026-12-20&nights=2&checkOut=2026-12-22'
 */
export function reservationPath(
  reservationId: string,
  stay: { checkin: string; nights: number; adults?: number },
): string {
  const query = new URLSearchParams({
    reservationId,
    checkin: stay.checkin,
    nights: String(stay.nights),
    checkOut: addDays(stay.checkin, stay.nights),
  });
  // The party searched for, so the reservation page can say when the rooms hold fewer (two is not written).
  if (stay.adults !== undefined && stay.adults !== PARTY_ADULTS.default)
    query.set('adults', String(stay.adults));
  return `/reservation?${query}`;
}
