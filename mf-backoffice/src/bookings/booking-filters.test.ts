import { bookingFiltersSearch, readBookingFilters, staffBookingsPath } from './booking-filters';

describe('the bookings search in the address', () => {
  it('reads what is set and drops what booking-api would refuse', () => {
    const filters = readBookingFilters(
      new URLSearchParams('q=%20۰۹۱۲%20&status=confirmed&from=2026-12-01&to=1405/09/10&page=3'),
    );

    expect(filters).toEqual({ q: '۰۹۱۲', status: 'confirmed', from: '2026-12-01', to: null, page: 3 });
    expect(readBookingFilters(new URLSearchParams('status=lost&page=-2'))).toEqual({
      q: '',
      status: null,
      from: null,
      to: null,
      page: 1,
    });
  });

  it('writes only what is set, so the first page of everything is /staff/bookings', () => {
    const none = { q: '', status: null, from: null, to: null, page: 1 };

    expect(staffBookingsPath(none)).toBe('/staff/bookings');
    expect(staffBookingsPath({ ...none, q: 'رضایی', to: '2026-12-31', page: 2 })).toBe(
      `/staff/bookings?q=${encodeURIComponent('رضایی')}&to=2026-12-31&page=2`,
    );
  });

  it('reads back what it writes', () => {
    const filters = {
      q: '12345678',
      status: 'awaiting_hotel' as const,
      from: '2026-12-01',
      to: null,
      page: 4,
    };

    expect(readBookingFilters(bookingFiltersSearch(filters))).toEqual(filters);
  });
});
