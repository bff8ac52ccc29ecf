// POST /dev/bookings/:reserveId/expire-hold: ends a held booking's hold now and gives its rooms back, only for
// the booker's own pair, only while held, and only with RAHI_DEV_ROUTES=1.
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import type { DatabaseHandle } from '../db/client';
import {
  buildBookingApp,
  freeRooms,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';

const DEV = { RAHI_DEV_ROUTES: '1' };
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

async function heldBooking(api: ReturnType<typeof buildBookingApp>) {
  const { hotel, type } = await roomWithFreeRooms(handle, 3);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const mobile = freshMobile();
  const created = await api.post('/bookings', { reservationId, booker: { mobile }, guests: guestsFor(1) });
  expect(created.status).toBe(201);
  return { reserveId: (await created.json()).data.reserveId as string, mobile, type };
}

describe('POST /dev/bookings/:reserveId/expire-hold', () => {
  it('expires the hold now and releases the rooms; the booking then reads as expired', async () => {
    const api = buildBookingApp(handle, { env: DEV });
    const { reserveId, mobile, type } = await heldBooking(api);
    expect(await freeRooms(handle, type.id)).toEqual([2, 2]);

    const response = await api.post(`/dev/bookings/${reserveId}/expire-hold`, { mobile });

    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ reserveId, status: 'expired' });
    expect(await freeRooms(handle, type.id)).toEqual([3, 3]);
    const booking = await api.get(`/bookings/${reserveId}?mobile=${mobile}`);
    expect((await booking.json()).data.status).toBe('expired');
    const pay = await api.post(`/bookings/${reserveId}/payments`, { mobile });
    expect(pay.status).toBe(409);
  });

  it('answers 404 for another mobile and 409 for a booking no longer held', async () => {
    const api = buildBookingApp(handle, { env: DEV });
    const { reserveId, mobile } = await heldBooking(api);

    const wrong = await api.post(`/dev/bookings/${reserveId}/expire-hold`, { mobile: freshMobile() });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).meta.errors).toEqual([BOOKING_MESSAGES.bookingNotFound]);

    expect((await api.post(`/dev/bookings/${reserveId}/expire-hold`, { mobile })).status).toBe(200);
    expect((await api.post(`/dev/bookings/${reserveId}/expire-hold`, { mobile })).status).toBe(409);
  });

  it('does not exist without the opt-in', async () => {
    const api = buildBookingApp(handle);
    const { reserveId, mobile, type } = await heldBooking(api);

    expect((await api.post(`/dev/bookings/${reserveId}/expire-hold`, { mobile })).status).toBe(404);
    expect(await freeRooms(handle, type.id)).toEqual([2, 2]);
  });
});
