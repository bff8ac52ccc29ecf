// Tests only: a hotel, its rooms and reviews as booking-api sends them, with round Rial amounts so a
// test can say its expected totals in plain numbers.
import { DEFAULT_CANCELLATION_POLICY } from '@rahi/shared-contracts';
import type { HotelDetails, HotelReviews, RoomOffer } from '@rahi/shared-contracts/api';
import type { HotelPageData } from '../pages/hotel-page-data';

export const STAY = { checkin: '2099-12-20', nights: 2, adults: 2 };

export const roomOffer = (id: number, overrides: Partial<RoomOffer> = {}): RoomOffer => ({
  id,
  name: `اتاق ${id}`,
  capacity: 2,
  maxExtraBeds: 2,
  breakfast: true,
  sizeM2: 24,
  holdsParty: true,
  freeCount: 5,
  nights: [
    { date: '2099-12-20', boardPrice: 10_000_000, customerPrice: 9_000_000 },
    { date: '2099-12-21', boardPrice: 12_000_000, customerPrice: 10_000_000 },
  ],
  totalBoardPrice: 22_000_000,
  totalCustomerPrice: 19_000_000,
  extraBoardPrice: 4_000_000,
  extraCustomerPrice: 3_000_000,
  early: {
    available: true,
    earlyBoardPrice: 5_000_000,
    earlyCustomerPrice: 4_000_000,
    extraEarlyBoardPrice: 1_000_000,
    extraEarlyCustomerPrice: 800_000,
  },
  late: {
    available: true,
    lateBoardPrice: 6_000_000,
    lateCustomerPrice: 5_000_000,
    extraLateBoardPrice: 2_000_000,
    extraLateCustomerPrice: 1_500_000,
  },
  ...overrides,
});

export const HOTEL: HotelDetails = {
  id: 12,
  name: 'هتل الماس',
  slug: 'هتل-الماس',
  city: { id: 1, name: 'مشهد', slug: 'mashhad' },
  province: 'خراسان رضوی',
  type: 'hotel',
  stars: 5,
  address: 'مشهد، خیابان امام رضا',
  phone: '051-32225566',
  location: { lat: 36.2881, lng: 59.6157 },
  checkInTime: '14:00',
  checkOutTime: '12:00',
  description: 'هتلی نزدیک حرم.',
  amenities: ['pool', 'internet'],
  nearPlaces: [{ kind: 'shrine', name: 'حرم امام رضا (ع)', distanceKm: 0.4 }],
  images: [
    { category: 'exterior', url: '/media/hotels/12/exterior-1.svg', alt: 'نمای بیرونی ۱' },
    { category: 'lobby', url: '/media/hotels/12/lobby-1.svg', alt: 'لابی ۱' },
    { category: 'rooms', url: '/media/hotels/12/rooms-1.svg', alt: 'اتاق ۱' },
  ],
  rating: 4.2,
  reviewsCount: 12,
  recommendPercent: 83,
  scores: { staff: 4.5, cleanliness: 4.1, restaurant: 3.9, location: 4.8, valueForMoney: 4 },
  childPolicy: 'کودکان زیر ۳ سال رایگان.',
  cancellationPolicy: 'لغو تا ۳ روز پیش از ورود رایگان است.',
  cancellationRules: DEFAULT_CANCELLATION_POLICY,
};

export const review = (id: number, text = `نظر ${id}`) => ({
  id,
  author: `مسافر ${id}`,
  rating: 4,
  scores: HOTEL.scores,
  recommend: true,
  title: null,
  text,
  stayedOn: '2099-10-01',
  verified: false,
});

export const reviewsPage = (page = 1, total = 12): HotelReviews => ({
  items: Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, index) =>
    review((page - 1) * 10 + index + 1),
  ),
  total,
  page,
  pageSize: 10,
  scores: HOTEL.scores,
});

export const pageData = (overrides: Partial<HotelPageData> = {}): HotelPageData => ({
  hotel: HOTEL,
  rooms: [roomOffer(1), roomOffer(2, { name: 'سوئیت', freeCount: 2, maxExtraBeds: 1 })],
  reviews: reviewsPage(),
  stay: STAY,
  ...overrides,
});
