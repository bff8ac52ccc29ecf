// Realistic bookings for the voucher tests, as booking-api's GET /bookings/:reserveId answers them.
import { type CancellationPolicy, describeCancellationPolicy } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';

export const paidBooking: Booking = {
  reserveId: '48213657',
  status: 'confirmed',
  hotel: {
    id: 3,
    name: 'هتل پارسیان آزادی',
    stars: 5,
    address: 'تهران، بزرگراه چمران، جنب هتل آزادی، پلاک ۱۲',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  checkin: '2026-12-24',
  checkOut: '2026-12-26',
  nights: 2,
  rooms: [
    {
      roomIndex: 0,
      roomTypeId: 11,
      name: 'دو تخته (Twin)',
      extraBedCount: 1,
      earlyCheckIn: true,
      lateCheckOut: false,
      boardPrice: 42_000_000,
      customerPrice: 36_500_000,
      priceLines: [
        { kind: 'night', date: '2026-12-24', count: 1, boardPrice: 17_000_000, customerPrice: 15_000_000 },
        { kind: 'night', date: '2026-12-25', count: 1, boardPrice: 18_000_000, customerPrice: 15_500_000 },
        { kind: 'extraBeds', date: null, count: 1, boardPrice: 5_000_000, customerPrice: 4_000_000 },
        { kind: 'earlyCheckIn', date: null, count: 1, boardPrice: 2_000_000, customerPrice: 2_000_000 },
      ],
    },
    {
      roomIndex: 1,
      roomTypeId: 12,
      name: 'سوئیت',
      extraBedCount: 0,
      earlyCheckIn: false,
      lateCheckOut: true,
      boardPrice: 60_000_000,
      customerPrice: 52_000_000,
      priceLines: [
        { kind: 'night', date: '2026-12-24', count: 1, boardPrice: 28_000_000, customerPrice: 24_500_000 },
        { kind: 'night', date: '2026-12-25', count: 1, boardPrice: 28_000_000, customerPrice: 24_500_000 },
        { kind: 'lateCheckOut', date: null, count: 1, boardPrice: 4_000_000, customerPrice: 3_000_000 },
      ],
    },
  ],
  guests: [
    { roomIndex: 0, firstName: 'مریم', lastName: 'رضایی', nationalCode: '0012345679' },
    { roomIndex: 1, firstName: 'علی‌رضا', lastName: 'محمدی', nationalCode: '0499370899' },
  ],
  booker: { mobile: '09121234567', email: 'maryam@example.com' },
  discountCode: 'YALDA1405',
  amounts: {
    total: 102_000_000,
    hotelDiscount: 13_500_000,
    discount: 2_000_000,
    credit: 1_500_000,
    points: 500_000,
    toPay: 84_500_000,
  },
  holdExpiresAt: '2026-11-23T10:15:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  payment: {
    status: 'verified',
    provider: 'zarinpal',
    amount: 84_500_000,
    refId: '201563987',
    cardPan: '502229******5995',
    at: '2026-11-23T10:04:30.000Z',
  },
};

/** The same booking with a foreign guest in the first room: the name as the passport spells it. */
export const foreignGuestBooking: Booking = {
  ...paidBooking,
  guests: [
    {
      roomIndex: 0,
      firstName: 'Anna-Maria',
      lastName: 'Smith Jr.',
      passportNumber: 'C01X00T47',
      nationality: 'آلمان',
    },
    ...paidBooking.guests.slice(1),
  ],
};

const cancellationRules: CancellationPolicy = {
  tiers: [
    { minDaysBefore: 3, percent: 0, of: 'firstNight' },
    { minDaysBefore: 0, percent: 100, of: 'firstNight' },
  ],
  holidays: { percent: 100, of: 'stay', days: 'nowruz' },
};

export const hotelDetails = {
  phone: '021-88001122',
  location: { lat: 35.7448, lng: 51.3753 },
  cancellationPolicy: describeCancellationPolicy(cancellationRules),
  cancellationRules,
};
