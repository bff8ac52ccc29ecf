import { cityHotelsQuerySchema } from './city-hotels-query';

const paths = (query: Record<string, unknown>) => {
  const result = cityHotelsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('cityHotelsQuerySchema', () => {
  it('gives the first page by popularity, one night, 20 a page, when nothing is asked', () => {
    expect(cityHotelsQuerySchema.parse({})).toEqual({ nights: 1, sort: 'popularity', page: 1, pageSize: 20 });
  });

  it('reads a full query string into numbers, lists and enums', () => {
    const query = Object.fromEntries(
      new URLSearchParams(
        'checkin=2026-03-21&nights=3&stars=4,5&minPrice=1000000&maxPrice=90000000&types=hotel,boutique' +
          '&amenities=pool,parking&minRating=3.5&sort=-price&page=2&pageSize=50',
      ),
    );

    expect(cityHotelsQuerySchema.parse(query)).toEqual({
      checkin: '2026-03-21',
      nights: 3,
      stars: [4, 5],
      minPrice: 1_000_000,
      maxPrice: 90_000_000,
      types: ['hotel', 'boutique'],
      amenities: ['pool', 'parking'],
      minRating: 3.5,
      sort: '-price',
      page: 2,
      pageSize: 50,
    });
  });

  it('treats empty values as not given', () => {
    expect(
      cityHotelsQuerySchema.parse({ checkin: '', nights: '', stars: '', sort: ' ', types: ',' }),
    ).toEqual({
      nights: 1,
      sort: 'popularity',
      page: 1,
      pageSize: 20,
    });
  });

  it('reads a repeated key as a list and skips blank items', () => {
    expect(cityHotelsQuerySchema.parse({ stars: ['3', '4,5'], amenities: 'pool,, gym ' })).toMatchObject({
      stars: [3, 4, 5],
      amenities: ['pool', 'gym'],
    });
  });

  it('reads numbers typed with Persian digits', () => {
    expect(cityHotelsQuerySchema.parse({ nights: '۳', stars: '۴,۵' })).toMatchObject({
      nights: 3,
      stars: [4, 5],
    });
  });

  it.each([
    ['nights of 0', { nights: '0' }, 'nights'],
    ['nights above 30', { nights: '31' }, 'nights'],
    ['fractional nights', { nights: '1.5' }, 'nights'],
    ['nights that are not a number', { nights: 'two' }, 'nights'],
    ['a check-in that is not a real date', { checkin: '2026-02-30' }, 'checkin'],
    ['a check-in in another format', { checkin: '21/03/2026' }, 'checkin'],
    ['a star rating of 6, as the second item', { stars: '4,6' }, 'stars.1'],
    ['a star rating that is not a number', { stars: 'five' }, 'stars.0'],
    ['a negative minimum price', { minPrice: '-1' }, 'minPrice'],
    ['a fractional maximum price', { maxPrice: '10.5' }, 'maxPrice'],
    ['a maximum price below the minimum', { minPrice: '5000', maxPrice: '4000' }, 'maxPrice'],
    ['an unknown hotel type', { types: 'hotel,castle' }, 'types.1'],
    ['a minimum rating above 5', { minRating: '6' }, 'minRating'],
    ['a minimum rating that is not a number', { minRating: 'good' }, 'minRating'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['page 0', { page: '0' }, 'page'],
    ['a page size above 50', { pageSize: '51' }, 'pageSize'],
    ['a page size of 0', { pageSize: '0' }, 'pageSize'],
  ])('rejects %s with an issue at its path', (_, query, path) => {
    expect(paths(query)).toEqual([path]);
  });

  it('says in the issue what a good value looks like', () => {
    const result = cityHotelsQuerySchema.safeParse({ nights: '45', sort: 'cheapest' });

    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'nights must be a whole number from 1 to 30',
      'sort must be one of price, -price, stars, rating, popularity, distance',
    ]);
  });

  it('reports every bad parameter at once', () => {
    expect(paths({ nights: '0', page: 'x', pageSize: '100' })).toEqual(['nights', 'page', 'pageSize']);
  });
});
