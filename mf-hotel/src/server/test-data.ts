// A small but complete hotel page's data for the server build's tests (the shapes of the API schemas).
import { DEFAULT_CANCELLATION_POLICY } from '@rahi/shared-contracts';
import type { HotelPageData } from '../pages/hotel-page-data';

const scores = { staff: 4.5, cleanliness: 4.2, restaurant: 4, location: 4.8, valueForMoney: 4.1 };
const noEarly = {
  available: false,
  earlyBoardPrice: 0,
  earlyCustomerPrice: 0,
  extraEarlyBoardPrice: 0,
  extraEarlyCustomerPrice: 0,
};
const noLate = {
  available: false,
  lateBoardPrice: 0,
  lateCustomerPrice: 0,
  extraLateBoardPrice: 0,
  extraLateCustomerPrice: 0,
};

export function sampleHotelPageData(): HotelPageData {
  return {
    hotel: {
      id: 12,
      name: 'هتل درویشی',
      slug: 'hotel-darvishi',
      city: { id: 1, name: 'مشهد', slug: 'mashhad' },
      province: 'خراسان رضوی',
      type: 'hotel',
      stars: 5,
      address: 'مشهد، بلوار امام رضا، امام رضا ۲۲',
      phone: '051-32225566',
      location: { lat: 36.2797, lng: 59.6134 },
      checkInTime: '14:00',
      checkOutTime: '12:00',
      description: 'هتلی نزدیک حرم <script>alert(1)</script>',
      amenities: ['pool', 'parking'],
      nearPlaces: [],
      images: [{ category: 'exterior', url: '/media/hotels/12/exterior-1.svg', alt: 'نمای هتل' }],
      rating: 4.4,
      reviewsCount: 128,
      recommendPercent: 92,
      scores,
      childPolicy: 'کودکان زیر ۳ سال رایگان',
      cancellationPolicy: 'تا ۴۸ ساعت پیش از ورود رایگان',
      cancellationRules: DEFAULT_CANCELLATION_POLICY,
    },
    rooms: [
      {
        id: 101,
        name: 'دو تخته دبل',
        capacity: 2,
        maxExtraBeds: 1,
        breakfast: true,
        sizeM2: 22,
        holdsParty: true,
        freeCount: 4,
        nights: [
          { date: '2026-12-01', boardPrice: 30_000_000, customerPrice: 25_000_000 },
          { date: '2026-12-02', boardPrice: 32_000_000, customerPrice: 27_000_000 },
        ],
        totalBoardPrice: 62_000_000,
        totalCustomerPrice: 52_000_000,
        extraBoardPrice: 8_000_000,
        extraCustomerPrice: 6_000_000,
        early: noEarly,
        late: noLate,
      },
      {
        id: 102,
        name: 'سوئیت',
        capacity: 4,
        maxExtraBeds: 2,
        breakfast: true,
        sizeM2: 45,
        holdsParty: true,
        freeCount: 0,
        nights: [
          { date: '2026-12-01', boardPrice: 60_000_000, customerPrice: 50_000_000 },
          { date: '2026-12-02', boardPrice: 60_000_000, customerPrice: 50_000_000 },
        ],
        totalBoardPrice: 120_000_000,
        totalCustomerPrice: 100_000_000,
        extraBoardPrice: 8_000_000,
        extraCustomerPrice: 6_000_000,
        early: noEarly,
        late: noLate,
      },
    ],
    reviews: { items: [], total: 0, page: 1, pageSize: 10, scores },
    stay: { checkin: '2026-12-01', nights: 2, adults: 2 },
  };
}
