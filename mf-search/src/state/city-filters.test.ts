import {
  cityHotelsEndPoint,
  clearedFilters,
  hasActiveFilters,
  readCityFilters,
  writeCityFilters,
} from './city-filters';

const read = (query: string) => readCityFilters(new URLSearchParams(query));

describe('readCityFilters', () => {
  it('gives the first page by popularity with nothing chosen for a plain address', () => {
    expect(read('checkin=2026-12-01&nights=2')).toEqual({
      stars: [],
      types: [],
      amenities: [],
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      sort: 'popularity',
      page: 1,
      adults: 2,
    });
  });

  it('reads comma lists and repeated keys alike', () => {
    expect(read('stars=4,5&types=hotel&types=boutique&amenities=pool').stars).toEqual([4, 5]);
    expect(read('types=hotel&types=boutique').types).toEqual(['hotel', 'boutique']);
  });

  it('drops what the API would refuse', () => {
    const filters = read('stars=0,6,x,3&types=castle&sort=cheap&page=0&minRating=9&minPrice=-5');

    expect(filters.stars).toEqual([3]);
    expect(filters.types).toEqual([]);
    expect(filters.sort).toBe('popularity');
    expect(filters.page).toBe(1);
    expect(filters.minRating).toBeUndefined();
    expect(filters.minPrice).toBeUndefined();
  });

  it('drops a price range whose minimum is above its maximum', () => {
    const filters = read('minPrice=500&maxPrice=100');

    expect([filters.minPrice, filters.maxPrice]).toEqual([undefined, undefined]);
  });
});

describe('writeCityFilters', () => {
  it('keeps the stay and writes only what differs from the defaults', () => {
    const params = new URLSearchParams('checkin=2026-12-01&nights=2&page=3');
    const filters = { ...read(''), stars: [5, 4], sort: 'price' as const };

    expect(writeCityFilters(params, filters).toString()).toBe(
      'checkin=2026-12-01&nights=2&stars=4%2C5&sort=price',
    );
  });

  it('round-trips through reading', () => {
    const query =
      'stars=3,4&types=hotel&amenities=pool,gym&minPrice=100&maxPrice=900&minRating=4&sort=-price&page=2';
    const filters = read(query);

    expect(read(writeCityFilters(new URLSearchParams(), filters).toString())).toEqual(filters);
  });
});

describe('hasActiveFilters and clearedFilters', () => {
  it('tells a narrowed list from a sorted one, and clears all but the sort', () => {
    expect(hasActiveFilters(read('sort=price&page=2'))).toBe(false);
    expect(hasActiveFilters(read('minRating=4'))).toBe(true);
    expect(clearedFilters(read('stars=5&sort=price&page=3'))).toEqual({ ...read('sort=price'), page: 1 });
  });
});

describe('cityHotelsEndPoint', () => {
  it("asks booking-api with the address's own query names and a page size", () => {
    expect(cityHotelsEndPoint(1, { checkin: '2026-12-01', nights: 2 }, read('stars=5&sort=price'))).toBe(
      '/cities/1/hotels?checkin=2026-12-01&nights=2&stars=5&sort=price&pageSize=10',
    );
  });

  it('asks for the party the search box put in the address, two without asking', () => {
    const stay = { checkin: '2026-12-01', nights: 2 };
    expect(cityHotelsEndPoint(1, stay, read('adults=6&stars=5'))).toBe(
      '/cities/1/hotels?checkin=2026-12-01&nights=2&adults=6&stars=5&pageSize=10',
    );
    expect(cityHotelsEndPoint(1, stay, read('adults=2'))).toBe(
      '/cities/1/hotels?checkin=2026-12-01&nights=2&pageSize=10',
    );
    expect(cityHotelsEndPoint(1, stay, read('adults=40'))).toBe(
      '/cities/1/hotels?checkin=2026-12-01&nights=2&pageSize=10',
    );
  });

  it('keeps the party when the filters are cleared or changed', () => {
    expect(clearedFilters(read('adults=6&stars=5')).adults).toBe(6);
    const params = writeCityFilters(new URLSearchParams('checkin=2026-12-01&adults=6'), read('stars=4'));
    expect(params.get('adults')).toBe('6');
  });
});
