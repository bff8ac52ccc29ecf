// The bookings search, in the address and in booking-api's path alike: ?q (a reserve id, a mobile, a guest's or a
// hotel's name), ?status, ?from and ?to (check-in days, ISO, inclusive) and ?page, each written only when set,
// so a link, a reload and the query cache all name the same list.
import { BOOKING_STATUSES, type BookingStatus } from '@rahi/shared-contracts/api';

export interface BookingFilters {
  q: string;
  status: BookingStatus | null;
  from: string | null;
  to: string | null;
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

/** @example readBookingFilters(new URLSearchParams('q=0912&status=confirmed')) // → { q: '0912', status: 'confirmed', … } */
export function readBookingFilters(search: URLSearchParams): BookingFilters {
  const page = Number(search.get('page'));
  const status = search.get('status');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 80),
    status: BOOKING_STATUSES.find((known) => known === status) ?? null,
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as an address's search (and booking-api's query): only what is set. */
export function bookingFiltersSearch(filters: BookingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  for (const key of ['status', 'from', 'to'] as const) {
    const value = filters[key];
    if (value !== null) search.set(key, value);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** @example staffBookingsPath({ q: '0912', status: null, from: null, to: null, page: 2 }) // → '/staff/bookings?q=0912&page=2' */
export function staffBookingsPath(filters: BookingFilters): string {
  const text = bookingFiltersSearch(filters).toString();
  return text ? `/staff/bookings?${text}` : '/staff/bookings';
}
