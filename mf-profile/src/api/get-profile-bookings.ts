// GET /profile/bookings: the traveller's bookings (made logged in or with their mobile), newest first, 20 a page.
import type { BookingStatus, ProfileBookingList } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const PROFILE_BOOKINGS_PAGE_SIZE = 20;

/** The list's path: status and page only when they are not the defaults. */
export function profileBookingsPath(status: BookingStatus | null, page: number): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/profile/bookings${text ? `?${text}` : ''}`;
}

export const useProfileBookings = (status: BookingStatus | null, page: number) =>
  useSessionQuery<ProfileBookingList>(profileBookingsPath(status, page));
