// A paid one-room booking and its hotel as booking-api answers them, and a fake /handle-api behind fetch, for
// the voucher and reservation-status tests. Not a test file.
import { DEFAULT_CANCELLATION_POLICY } from '@rahi/shared-contracts';
import type { Booking, HotelDetails } from '@rahi/shared-contracts/api';

export const MOBILE = '09351234567';

export const booking: Booking = {
  reserveId: '73920418',
  status: 'confirmed',
  hotel: {
    id: 8,
    name: 'هتل قصر طلایی',
    stars: 5,
    address: 'مشهد، بلوار امام رضا، امام رضا ۱۴',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  checkin: '2026-12-24',
  checkOut: '2026-12-26',
  nights: 2,
  rooms: [
    {
      roomIndex: 0,
      roomTypeId: 31,
      name: 'دو تخته (Twin)',
      extraBedCount: 0,
      earlyCheckIn: false,
      lateCheckOut: false,
      boardPrice: 30_000_000,
      customerPrice: 26_000_000,
      priceLines: [
        { kind: 'night', date: '2026-12-24', count: 1, boardPrice: 14_000_000, customerPrice: 12_000_000 },
        { kind: 'night', date: '2026-12-25', count: 1, boardPrice: 16_000_000, customerPrice: 14_000_000 },
      ],
    },
  ],
  guests: [{ roomIndex: 0, firstName: 'زهرا', lastName: 'کاظمی', nationalCode: '0084575948' }],
  booker: { mobile: MOBILE, email: null },
  discountCode: null,
  amounts: {
    total: 30_000_000,
    hotelDiscount: 4_000_000,
    discount: 0,
    credit: 0,
    points: 0,
    toPay: 26_000_000,
  },
  holdExpiresAt: '2026-11-23T10:15:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  payment: {
    status: 'verified',
    provider: 'sandbox',
    amount: 26_000_000,
    refId: '99120045',
    cardPan: '603799******1234',
    at: '2026-11-23T10:04:00.000Z',
  },
};

export const hotel = {
  phone: '051-32225566',
  location: { lat: 36.2881, lng: 59.6157 },
  cancellationPolicy: 'تا ۴۸ ساعت پیش از ورود بدون جریمه.',
  cancellationRules: DEFAULT_CANCELLATION_POLICY,
} as HotelDetails;

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({
  status: 200,
  body: { meta: { status: true, message: 'Done', errors: [] }, data },
});
export const notFound: Reply = {
  status: 404,
  body: { meta: { status: false, message: '', errors: ['رزروی با این کد رزرو و شماره موبایل پیدا نشد.'] } },
};

/** fetch answering /handle-api from `bookings` (by reserve id and mobile) and the hotel; other paths by `files`. */
export type FileReply = Pick<Response, 'ok' | 'status' | 'blob' | 'json'>;

export const fileReply = (status: number, body: unknown): FileReply => ({
  ok: status < 400,
  status,
  blob: async () => new Blob([JSON.stringify(body)]),
  json: async () => body,
});

export function fakeGateway(
  bookings: Booking[],
  files: (path: string, body: unknown) => FileReply = () => fileReply(404, {}),
) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (path: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path !== '/handle-api') return files(path, body);
    const endPoint: string = body.endPoint;
    calls.push(endPoint);
    const url = new URL(endPoint, 'http://x');
    const found = bookings.find(
      (item) =>
        url.pathname === `/bookings/${item.reserveId}` &&
        url.searchParams.get('mobile') === item.booker.mobile,
    );
    const reply = url.pathname.startsWith('/hotels/') ? ok(hotel) : found ? ok(found) : notFound;
    return { status: reply.status, json: async () => reply.body } as FileReply;
  }) as unknown as typeof fetch;
  return calls;
}
