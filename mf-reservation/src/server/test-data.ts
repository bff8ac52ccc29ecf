// A draft, its hotel's offers and the fetcher the gateway would give, for the server render's tests.
import {
  type ApiCall,
  type ApiResult,
  DEFAULT_CANCELLATION_POLICY,
  type PageFetcher,
  type PageRenderRequest,
} from '@rahi/shared-contracts';
import type { Passenger, Profile, RoomOffer } from '@rahi/shared-contracts/api';
import { sampleRoom } from '@rahi/shared-contracts/testing';
import { drawPage } from '@rahi/shared-ui/server-render';
import type { Draft } from '../api/draft';
import type { ReservationPageData } from '../pages/reservation-page-data';
import { page } from './container';

export const DRAFT_ID = '7f1d2c9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
export const SAMPLE_URL = `https://rahi.ir/reservation?reservationId=${DRAFT_ID}&checkin=2026-12-24&nights=2`;

export const sampleDraft = (totalSum = 2_000_000): Draft => ({
  reserveDates: ['2026-12-24', '2026-12-25'],
  rooms: [{ ...sampleRoom(12, totalSum), roomTypeId: 12 }],
  totalSum,
  total: totalSum,
  hotelDiscount: 0,
  checkOut: '2026-12-26',
  checkin: '2026-12-24',
  nights: 2,
  hotelId: 101,
  hotelName: 'هتل درویشی',
  hotelRate: 5,
  hotelAddress: 'بلوار امام رضا',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationRules: DEFAULT_CANCELLATION_POLICY,
});

export const sampleOffer = (): RoomOffer =>
  ({
    id: 12,
    name: 'دو تخته رو به حرم',
    capacity: 2,
    maxExtraBeds: 1,
    breakfast: true,
    sizeM2: 24,
    holdsParty: true,
    freeCount: 3,
    nights: [
      { date: '2026-12-24', boardPrice: 1_200_000, customerPrice: 1_000_000 },
      { date: '2026-12-25', boardPrice: 1_200_000, customerPrice: 1_000_000 },
    ],
    totalBoardPrice: 2_400_000,
    totalCustomerPrice: 2_000_000,
    extraBoardPrice: 0,
    extraCustomerPrice: 0,
  }) as RoomOffer;

export const samplePageData = (): ReservationPageData => ({
  reservationId: DRAFT_ID,
  outcome: { kind: 'ok', draft: sampleDraft(), previousTotalSum: 2_000_000 },
  offers: [sampleOffer()],
  hotel: null,
});

/** A logged-in traveller's profile (GET /profile). */
export const sampleProfile = (): Profile => ({
  firstname: 'سارا',
  lastname: 'احمدی',
  email: null,
  mobile: '09121234567',
  phoneNumber: '09121234567',
  phone: null,
  national_code: null,
  address: null,
  postal_code: null,
  user_kind: 0,
  userName: 'سارا احمدی',
  credit: 500_000,
  points: 0,
  hasPassword: false,
});

/** One saved passenger (GET /passengers). */
export const samplePassenger = (): Passenger => ({
  id: 7,
  firstName: 'مریم',
  lastName: 'احمدی',
  nationalCode: '0084575948',
  passportNumber: null,
  nationality: null,
  birthDate: null,
});

/** A fetcher answering each call from `answer` (undefined: 404), recording what it was asked. */
export function fakeFetcher(answer: (call: ApiCall) => ApiResult<unknown> | undefined) {
  const calls: ApiCall[] = [];
  const fetcher = (async (call: ApiCall) => {
    calls.push(call);
    return answer(call) ?? { ok: false, status: 404, errors: ['پیدا نشد.'] };
  }) as PageFetcher;
  return { fetcher, calls };
}

/**
 * A page as the server container's page() gives it for `request`, drawn as the gateway draws it (inside the
 * shell's app there; in the providers and route the app gives it here).
 */
export const render = (request: PageRenderRequest) => drawPage('mf_reservation', request, page(request));
