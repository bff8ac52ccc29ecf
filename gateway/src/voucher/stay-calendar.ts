// "Add to calendar" for a booking: an iCalendar (.ics) event from check-in to check-out at the
// hotel's times, with its address and a link back to the booking. Built with ical-generator; times are written in
// UTC, converted from Tehran's clock (UTC+3:30, no daylight saving since 2022), so every calendar app agrees.

import { reserveStatusUrl, TEHRAN_OFFSET_MS, toPersianDigits } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** A Tehran wall-clock date and time ('2026-12-24', '14:00') as the moment it is. */
export function tehranMomentOf(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0) - TEHRAN_OFFSET_MS);
}

/**
 * The .ics text of the stay.
 * @example stayCalendar(booking, 'https://rahi.ir') // → 'BEGIN:VCALENDAR…DTSTART:20261224T103000Z…'
 */
export function stayCalendar(
  booking: Pick<Booking, 'reserveId' | 'hotel' | 'checkin' | 'checkOut' | 'booker'>,
  origin: string,
  now: Date = new Date(),
): string {
  const url = reserveStatusUrl(origin, booking.reserveId, booking.booker.mobile);
  const calendar = ical({ name: 'راهی', prodId: { company: 'Rahi', product: 'voucher', language: 'FA' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.createEvent({
    id: `${booking.reserveId}@rahi`,
    stamp: now,
    start: tehranMomentOf(booking.checkin, booking.hotel.checkInTime),
    end: tehranMomentOf(booking.checkOut, booking.hotel.checkOutTime),
    summary: `اقامت در ${booking.hotel.name}`,
    location: booking.hotel.address,
    description: `کد رزرو: ${toPersianDigits(booking.reserveId)}\n${url}`,
    url,
  });
  return calendar.toString();
}

/** The file name the download is saved under. */
export const stayCalendarFileName = (reserveId: string) => `rahi-${reserveId}.ics`;
