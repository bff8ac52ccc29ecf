// Finding the booking a desk action is about: by its reserve id, locked with its account for a change of its
// money, and only within the hotels the staff member may see (else 404).
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { lockBookingAndAccount } from '../../cancellation/cancel-booking';
import type { Transaction } from '../../db/client';
import { ApiProblem } from '../../envelope';
import { within } from '../desk-scope';

const RESERVE_ID = /^\d{6,10}$/;

export const deskBookingNotFound = () => new ApiProblem(404, [STAFF_DESK_MESSAGES.bookingNotFound]);

/** The reserve id of a path, or 404 for one that cannot name a booking. */
export function deskReserveId(value: string): string {
  if (!RESERVE_ID.test(value)) throw deskBookingNotFound();
  return value;
}

/** The booking, locked with its account; 404 when missing or of a hotel outside `hotels` (null: all). */
export async function lockDeskBooking(tx: Transaction, reserveId: string, hotels: readonly number[] | null) {
  const booking = await lockBookingAndAccount(tx, reserveId);
  if (!booking || !within(hotels, booking.hotelId)) throw deskBookingNotFound();
  return booking;
}
