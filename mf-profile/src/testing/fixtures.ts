// Records as booking-api answers them, for the profile pages' tests.
import type { Favourite, Profile, ProfileBooking, TicketSummary } from '@rahi/shared-contracts/api';
import { samplePassenger } from '@rahi/shared-contracts/testing';

export const PROFILE: Profile = {
  firstname: 'مریم',
  lastname: 'احمدی',
  email: null,
  mobile: '09123456789',
  phoneNumber: '09123456789',
  phone: null,
  national_code: null,
  address: null,
  postal_code: null,
  user_kind: 1,
  userName: 'مریم احمدی',
  credit: 2_500_000,
  points: 120,
  hasPassword: false,
};

export function booking(overrides: Partial<ProfileBooking> = {}): ProfileBooking {
  return {
    reserveId: '12345678',
    status: 'confirmed',
    hotel: { id: 3, name: 'هتل درویشی', city: 'مشهد' },
    checkin: '2026-12-20',
    checkOut: '2026-12-22',
    nights: 2,
    roomsCount: 1,
    amounts: {
      total: 40_000_000,
      hotelDiscount: 4_000_000,
      discount: 0,
      credit: 0,
      points: 0,
      toPay: 36_000_000,
    },
    bookerMobile: '09123456789',
    cancellableByCaller: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    holdExpiresAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

/** A ticket as the tickets list answers it (answered, about booking 12345678). */
export const ticket = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 7,
  subject: 'ساعت ورود هتل',
  department: 'booking',
  status: 'answered',
  reserveId: '12345678',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T20:31:00.000Z',
  ...overrides,
});

/** A saved passenger with an Iranian national code. */
export const PASSENGER = samplePassenger();

/** A saved hotel, as GET /favourites lists it. */
export const FAVOURITE: Favourite = {
  hotel: {
    id: 7,
    name: 'هتل آزادی',
    slug: 'hotel-azadi',
    stars: 5,
    type: 'hotel',
    address: 'تهران',
    rating: 4.2,
    reviewsCount: 10,
    image: null,
    fromPrice: 24_000_000,
    fromBoardPrice: 30_000_000,
    discountPercent: 20,
    available: true,
    distances: [],
  },
  cityName: 'تهران',
  savedAt: '2026-11-01T10:00:00Z',
};
