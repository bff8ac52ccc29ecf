// The stay the traveller goes on next: the paid booking with the nearest check-in from today on.
import { isPaidStatus, type ProfileBooking } from '@rahi/shared-contracts/api';

/** @example nextStay(bookings, '2026-11-26') // → the confirmed booking checking in soonest, or undefined */
export function nextStay(bookings: readonly ProfileBooking[], today: string): ProfileBooking | undefined {
  return bookings
    .filter((booking) => isPaidStatus(booking.status) && booking.checkOut > today)
    .sort((a, b) => a.checkin.localeCompare(b.checkin))[0];
}
