import { deskTicketsPath, readDeskFilters } from './desk-filters';

describe('the desk filters', () => {
  it('reads the known filters from the address and asks booking-api with the same ones', () => {
    const filters = readDeskFilters(
      new URLSearchParams('status=open&department=refund&assigned=nobody&olderThanHours=24&page=3'),
    );
    expect(filters).toEqual({
      status: 'open',
      department: 'refund',
      assigned: 'nobody',
      olderThanHours: 24,
      page: 3,
    });
    expect(deskTicketsPath(filters)).toBe(
      '/staff/tickets?status=open&department=refund&assigned=nobody&olderThanHours=24&page=3',
    );
  });

  it('drops what it does not know, so a typed address cannot ask booking-api for a refused query', () => {
    const filters = readDeskFilters(
      new URLSearchParams('status=lost&assigned=them&olderThanHours=5&page=-2'),
    );
    expect(filters).toEqual({
      status: null,
      department: null,
      assigned: null,
      olderThanHours: null,
      page: 1,
    });
    expect(deskTicketsPath(filters)).toBe('/staff/tickets');
  });
});
