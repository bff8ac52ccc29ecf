import { listPath, listSearch, readListQuery } from './list-query';

const STATUSES = ['open', 'closed'] as const;

describe('a list’s state in the address', () => {
  it('reads a known status and a page from 2 on', () => {
    expect(readListQuery(new URLSearchParams('status=closed&page=3'), STATUSES)).toEqual({
      status: 'closed',
      page: 3,
    });
  });

  it('reads an unknown status, page 1, a fraction or junk as the defaults', () => {
    for (const text of ['status=lost&page=1', 'page=2.5', 'page=-4', 'page=abc', '']) {
      expect(readListQuery(new URLSearchParams(text), STATUSES)).toEqual({ status: null, page: 1 });
    }
  });

  it('writes only what is not the default, for the address and booking-api’s path alike', () => {
    expect(listSearch({ status: null, page: 1 }).toString()).toBe('');
    expect(listSearch({ status: 'open', page: 2 }).toString()).toBe('status=open&page=2');
    expect(listPath('/tickets', { status: null, page: 1 })).toBe('/tickets');
    expect(listPath('/profile/bookings', { status: null, page: 4 })).toBe('/profile/bookings?page=4');
  });
});
