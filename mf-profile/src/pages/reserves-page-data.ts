// What the profile's list pages are drawn from: /profile/reserves the traveller's bookings, /profile/ticket their
// tickets, for the address's status and page, read by the gateway's server render with the traveller's token
// (server/index.tsx) and taken by the page's first browser render as its query's first answer.
import type { PageFetcher } from '@rahi/shared-contracts';
import {
  BOOKING_STATUSES,
  type ProfileBookingList,
  TICKET_STATUSES,
  type TicketList,
} from '@rahi/shared-contracts/api';
import { listPath, readListQuery } from '../components/list-query';

export interface ListPageData<T> {
  /** The booking-api path the list was read from: the page's query key. */
  endPoint: string;
  list: T;
}

export type ReservesPageData = ListPageData<ProfileBookingList>;
export type TicketsPageData = ListPageData<TicketList>;

/** The bookings' booking-api path for an address's query ('status=confirmed&page=2'). */
export const reservesPath = (search: URLSearchParams) =>
  listPath('/profile/bookings', readListQuery(search, BOOKING_STATUSES));

/** The tickets' booking-api path for an address's query ('status=open'). */
export const ticketsPath = (search: URLSearchParams) =>
  listPath('/tickets', readListQuery(search, TICKET_STATUSES));

/**
 * A list page's data: the list at `endPoint`.
 * @throws Error when booking-api refuses (the token no longer holds) or cannot answer: the page is then drawn in the
 * browser, which logs a refused session out.
 */
export async function loadListPageData<T>(
  endPoint: string,
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<ListPageData<T>> {
  const answer = await fetcher<T>({ endPoint, signal });
  if (!answer.ok) throw new Error(`${endPoint}: ${answer.status}`);
  return { endPoint, list: answer.data };
}
