import { destinationSchema, destinationsQuerySchema } from './destinations';

describe('destinationsQuerySchema', () => {
  it('trims the search text', () => {
    expect(destinationsQuerySchema.parse({ q: '  مشهد ' })).toEqual({ q: 'مشهد' });
  });

  it.each([
    ['a missing q', {}, 'q is required'],
    ['an empty q', { q: '' }, 'q must not be empty'],
    ['a q of only spaces', { q: '   ' }, 'q must not be empty'],
    ['a q longer than 100 characters', { q: 'ا'.repeat(101) }, 'q must be at most 100 characters'],
  ])('rejects %s', (_, query, message) => {
    expect(destinationsQuerySchema.safeParse(query).error?.issues).toMatchObject([{ path: ['q'], message }]);
  });

  it('accepts exactly 100 characters', () => {
    expect(destinationsQuerySchema.safeParse({ q: 'ا'.repeat(100) }).success).toBe(true);
  });
});

describe('destinationSchema', () => {
  it('parses a city and a hotel suggestion', () => {
    const city = { id: 1, type: 'city', title: 'مشهد', fullTitle: 'مشهد، خراسان رضوی', slug: 'mashhad' };
    const hotel = {
      id: 7,
      type: 'hotel',
      title: 'هتل درویشی',
      fullTitle: 'هتل درویشی، مشهد',
      slug: 'darvishi',
    };

    expect(destinationSchema.array().parse([city, hotel])).toEqual([city, hotel]);
  });

  it('rejects a type other than city or hotel', () => {
    const result = destinationSchema.safeParse({
      id: 1,
      type: 'country',
      title: 'x',
      fullTitle: 'x',
      slug: 'x',
    });

    expect(result.error?.issues[0]?.path).toEqual(['type']);
  });
});
