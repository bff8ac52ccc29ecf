import { citySchema } from './cities';
import { type CityHotels, cityHotelsSchema } from './city-hotels';

const city = { id: 3, name: 'مشهد', slug: 'mashhad', province: 'خراسان رضوی', hotelsCount: 412 };

const page: CityHotels = {
  city,
  items: [
    {
      id: 101,
      name: 'هتل درویشی',
      slug: 'darvishi',
      stars: 5,
      type: 'hotel',
      address: 'بلوار امام رضا، امام رضا ۸۶',
      rating: 4.6,
      reviewsCount: 1280,
      image: '/images/hotels/101/exterior.webp',
      fromPrice: 34_000_000,
      fromBoardPrice: 40_000_000,
      discountPercent: 15,
      available: true,
      distances: [{ kind: 'shrine', name: 'حرم امام رضا', distanceKm: 1.2 }],
    },
    {
      id: 102,
      name: 'اقامتگاه سنتی',
      slug: 'sonnati',
      stars: 3,
      type: 'traditional-house',
      address: '',
      rating: 0,
      reviewsCount: 0,
      image: '',
      fromPrice: null,
      fromBoardPrice: null,
      discountPercent: 0,
      available: false,
      distances: [],
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  facets: {
    stars: [
      { value: 3, count: 1 },
      { value: 5, count: 1 },
    ],
    types: [{ value: 'hotel', count: 1 }],
    amenities: [{ value: 'pool', count: 1 }],
    price: { min: 34_000_000, max: 34_000_000 },
  },
};

describe('citySchema', () => {
  it('parses a city', () => {
    expect(citySchema.parse(city)).toEqual(city);
  });
});

describe('cityHotelsSchema', () => {
  it('parses a page of hotels as it comes back from JSON, a sold-out hotel included', () => {
    expect(cityHotelsSchema.parse(JSON.parse(JSON.stringify(page)))).toEqual(page);
  });

  it('takes a hotel without a photo as image null, as booking-api sends it', () => {
    const noPhoto = { ...page, items: [{ ...page.items[0], image: null }] };

    expect(cityHotelsSchema.parse(JSON.parse(JSON.stringify(noPhoto))).items[0]?.image).toBeNull();
  });

  it('rejects a discount above 100 percent', () => {
    const bad = { ...page, items: [{ ...page.items[0], discountPercent: 120 }] };

    expect(cityHotelsSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['items', 0, 'discountPercent']);
  });

  it('rejects an unknown hotel type in the facets', () => {
    const bad = { ...page, facets: { ...page.facets, types: [{ value: 'castle', count: 1 }] } };

    expect(cityHotelsSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['facets', 'types', 0, 'value']);
  });
});
