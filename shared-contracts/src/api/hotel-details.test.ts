import { DEFAULT_CANCELLATION_POLICY } from '../cancellation/cancellation-policy';
import { type HotelDetails, hotelDetailsSchema } from './hotel-details';

const hotel: HotelDetails = {
  id: 101,
  name: 'هتل درویشی',
  slug: 'darvishi',
  city: { id: 3, name: 'مشهد', slug: 'mashhad' },
  province: 'خراسان رضوی',
  type: 'hotel',
  stars: 5,
  address: 'بلوار امام رضا، امام رضا ۸۶',
  phone: '051-32222222',
  location: { lat: 36.2862, lng: 59.6155 },
  checkInTime: '14:00',
  checkOutTime: '12:00',
  description: 'هتلی پنج ستاره در نزدیکی حرم.',
  amenities: ['pool', 'restaurant', 'internet', 'parking', 'prayer-room'],
  nearPlaces: [
    { kind: 'shrine', name: 'حرم امام رضا', distanceKm: 1.2 },
    { kind: 'airport', name: 'فرودگاه شهید هاشمی‌نژاد', distanceKm: 11 },
  ],
  images: [{ category: 'exterior', url: '/images/hotels/101/1.webp', alt: 'نمای بیرونی هتل' }],
  rating: 4.6,
  reviewsCount: 1280,
  recommendPercent: 92,
  scores: { staff: 4.7, cleanliness: 4.6, restaurant: 4.2, location: 4.9, valueForMoney: 4.1 },
  childPolicy: 'کودک زیر ۳ سال بدون تخت اضافه رایگان است.',
  cancellationPolicy: 'تا ۷۲ ساعت پیش از ورود بدون جریمه.',
  cancellationRules: DEFAULT_CANCELLATION_POLICY,
};

describe('hotelDetailsSchema', () => {
  it('parses a hotel as it comes back from JSON', () => {
    expect(hotelDetailsSchema.parse(JSON.parse(JSON.stringify(hotel)))).toEqual(hotel);
  });

  it.each<[string, Partial<HotelDetails> | Record<string, unknown>, string]>([
    ['a check-in time that is not HH:MM', { checkInTime: '2 pm' }, 'checkInTime'],
    ['a latitude beyond the pole', { location: { lat: 91, lng: 59 } }, 'location.lat'],
    ['six stars', { stars: 6 }, 'stars'],
    ['a recommend percent above 100', { recommendPercent: 101 }, 'recommendPercent'],
  ])('rejects %s', (_, change, path) => {
    const result = hotelDetailsSchema.safeParse({ ...hotel, ...change });

    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});
