// GET /profile/bookings: the traveller's bookings (made logged in or with their mobile), newest first, 20 a page.
import type { BookingStatus, ProfileBookingList } from '@rahi/shared-contracts/api';
import { listPath } from '../components/list-query';
import { useSessionQuery } from './session-query';

export const PROFILE_BOOKINGS_PAGE_SIZE = 20;

/** The bookings' booking-api path for a status and page: '/profile/bookings?status=confirmed&page=2'. */
export const profileBookingsPath = (status: BookingStatus | null, page: number) =>
  listPath('/profile/bookings', { status, page });

export const useProfileBookings = (status: BookingStatus | null, page: number) =>
  useSessionQuery<ProfileBookingList>(profileBookingsPath(status, page));
