// What /profile/reserves is drawn from: the traveller's bookings for the address's status and page, read by the
// gateway's server render with the traveller's token (server/index.tsx) and taken by the page's first browser
// render as its query's first answer.
import type { PageFetcher } from '@rahi/shared-contracts';
import { BOOKING_STATUSES, type ProfileBookingList } from '@rahi/shared-contracts/api';
import { listPath, readListQuery } from '../components/list-query';

export interface ReservesPageData {
  /** The booking-api path the list was read from: the page's query key. */
  endPoint: string;
  list: ProfileBookingList;
}

/** The list's booking-api path for an address's query ('status=confirmed&page=2'). */
export const reservesPath = (search: URLSearchParams) =>
  listPath('/profile/bookings', readListQuery(search, BOOKING_STATUSES));

/**
 * The page's data.
 * @throws Error when booking-api refuses (the token no longer holds) or cannot answer: the page is then drawn in the
 * browser, which logs a refused session out.
 */
export async function loadReservesPageData(
  search: string,
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<ReservesPageData> {
  const endPoint = reservesPath(new URLSearchParams(search));
  const answer = await fetcher<ProfileBookingList>({ endPoint, signal });
  if (!answer.ok) throw new Error(`${endPoint}: ${answer.status}`);
  return { endPoint, list: answer.data };
}
