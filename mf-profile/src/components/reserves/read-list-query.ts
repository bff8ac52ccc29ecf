// The bookings list's state in the address: ?status= (one of the booking statuses) and ?page= (from 1).
import { BOOKING_STATUSES, type BookingStatus } from '@rahi/shared-contracts/api';

const isStatus = (value: string | null): value is BookingStatus =>
  value !== null && (BOOKING_STATUSES as readonly string[]).includes(value);

/** @example readListQuery(new URLSearchParams('status=cancelled&page=2')) // → { status: 'cancelled', page: 2 } */
export function readListQuery(search: URLSearchParams): { status: BookingStatus | null; page: number } {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return { status: isStatus(status) ? status : null, page: Number.isInteger(page) && page > 1 ? page : 1 };
}
