// GET /profile/bookings: the traveller's bookings (made logged in or with their mobile), newest first, 20 a page.
import type { BookingStatus, ProfileBookingList } from '@rahi/shared-contracts/api';
import { listPath } from '../components/list-query';
import { useSessionQuery } from './session-query';

export const PROFILE_BOOKINGS_PAGE_SIZE = 20;

/** `initialData`: the server's list for the same path (the page hydrating the server's markup). */
export const useProfileBookings = (
  status: BookingStatus | null,
  page: number,
  initialData?: ProfileBookingList,
) =>
  useSessionQuery<ProfileBookingList>(
    listPath('/profile/bookings', { status, page }),
    initialData ? { initialData } : undefined,
  );
