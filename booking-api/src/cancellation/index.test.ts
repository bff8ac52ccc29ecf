// Cancelling from the profile through app.request(): the quote by the scale, the refund to the wallet, the
// rooms back in the inventory, once even when sent twice at the same time, and nobody else's booking.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookingRooms, bookings } from '../db/schema';
import {
  buildBookingApp,
  freeRooms,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

type Api = ReturnType<typeof buildBookingApp>;
type Traveller = Awaited<ReturnType<typeof loggedIn>>;

/** A booking of one room for STAY (3 days ahead, 2 nights) by the logged-in traveller, paid at the sandbox bank. */
async function paidBooking(api: Api, traveller: Traveller, typeIndex = 0) {
  const { hotel, type } = await roomWithFreeRooms(handle, 5, typeIndex);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const body = { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) };
  const created = await (await api.post('/bookings', body, traveller.auth)).json();
  const { reserveId } = created.data;
  const started = await (
    await api.post(`/bookings/${reserveId}/payments`, { mobile: traveller.mobile })
  ).json();
  const pressed = await api.app.request(started.data.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  const back = new URL(pressed.headers.get('location') ?? '', 'http://rahi.test');
  const verify = { authority: back.searchParams.get('Authority'), status: back.searchParams.get('Status') };
  const verified = await (await api.post('/payments/verify', verify)).json();
  expect(verified.data.status).toBe('confirmed');
  return { reserveId: reserveId as string, type, toPay: created.data.amounts.toPay as number };
}

const nightPriceOf = async (reserveId: string) => {
  const [row] = await handle.db
    .select({ price: bookingRooms.customerPrice })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(eq(bookings.reserveId, reserveId));
  return (row?.price ?? 0) / 2;
};

describe('/bookings/:reserveId/cancellation', () => {
  it('quotes 50 % of one night three days before check-in, then cancels and refunds exactly that to the wallet', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, type, toPay } = await paidBooking(api, traveller);
    expect(await freeRooms(handle, type.id)).toEqual([4, 4]);
    const penalty = Math.round((await nightPriceOf(reserveId)) * 0.5);

    const quote = (await (await api.get(`/bookings/${reserveId}/cancellation`, traveller.auth)).json()).data;
    expect(quote).toEqual({
      allowed: true,
      reason: null,
      penalty,
      refund: toPay - penalty,
      percentOfNight: 50,
      daysBefore: 3,
    });

    const cancelled = await api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth);
    expect(cancelled.status).toBe(200);
    const result = (await cancelled.json()).data;
    expect(result).toEqual({
      reserveId,
      status: 'cancelled',
      penalty,
      refund: toPay - penalty,
      credit: toPay - penalty,
    });
    expect(await freeRooms(handle, type.id)).toEqual([5, 5]);
    const ledger = (await (await api.get('/wallet/transactions', traveller.auth)).json()).data;
    expect(ledger.balance).toBe(toPay - penalty);
    expect(ledger.items[0]).toMatchObject({ amount: toPay - penalty, balance: toPay - penalty });
    const check = (await (await api.get('/check-token', traveller.auth)).json()).data;
    expect(check.credit).toBe(toPay - penalty);
  });

  it('cancels once when asked twice at the same time: one refund, the rooms freed once', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId, type } = await paidBooking(api, traveller, 1);

    const answers = await Promise.all([
      api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth),
      api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = await answers.find((answer) => answer.status === 409)?.json();
    expect(refused.meta.errors).toEqual([PROFILE_MESSAGES.cancelClosed]);
    expect(await freeRooms(handle, type.id)).toEqual([5, 5]);
    const ledger = (await (await api.get('/wallet/transactions', traveller.auth)).json()).data;
    expect(ledger.items.filter((item: { amount: number }) => item.amount > 0)).toHaveLength(1);
  });

  it('cancels an unpaid booking without a penalty, releasing its hold', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5, 2);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const body = { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) };
    const { reserveId } = (await (await api.post('/bookings', body, traveller.auth)).json()).data;

    const quote = (await (await api.get(`/bookings/${reserveId}/cancellation`, traveller.auth)).json()).data;
    expect(quote).toMatchObject({ allowed: true, penalty: 0, refund: 0 });
    expect((await api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth)).status).toBe(200);
    expect(await freeRooms(handle, type.id)).toEqual([5, 5]);
  });

  it("answers 404 for another traveller's booking, and 401 without a login", async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const other = await loggedIn(handle, api.clock());
    const { reserveId, type } = await paidBooking(api, owner, 0);

    expect((await api.get(`/bookings/${reserveId}/cancellation`, other.auth)).status).toBe(404);
    expect((await api.post(`/bookings/${reserveId}/cancellation`, {}, other.auth)).status).toBe(404);
    expect((await api.post(`/bookings/${reserveId}/cancellation`, {})).status).toBe(401);
    expect(await freeRooms(handle, type.id)).toEqual([4, 4]);
  });
});

describe('GET /profile/bookings', () => {
  it('lists bookings made while logged in or with the mobile number, newest first, by status', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const paid = await paidBooking(api, traveller, 0);
    const { hotel, type } = await roomWithFreeRooms(handle, 5, 1);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const asVisitor = { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) };
    const visitor = (await (await api.post('/bookings', asVisitor)).json()).data.reserveId;

    const all = (await (await api.get('/profile/bookings', traveller.auth)).json()).data;
    expect(all.items.map((item: { reserveId: string }) => item.reserveId)).toEqual([visitor, paid.reserveId]);
    expect(all.items[1]).toMatchObject({ status: 'confirmed', nights: 2, roomsCount: 1 });
    const confirmed = (await (await api.get('/profile/bookings?status=confirmed', traveller.auth)).json())
      .data;
    expect(confirmed.items.map((item: { reserveId: string }) => item.reserveId)).toEqual([paid.reserveId]);
    const other = await loggedIn(handle, api.clock());
    expect((await (await api.get('/profile/bookings', other.auth)).json()).data.total).toBe(0);
  });
});
