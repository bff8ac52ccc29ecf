// Cancelling from the profile through app.request(): the quote by the scale, the refund to the wallet, the
// rooms back in the inventory, once even when sent twice at the same time, and nobody else's booking.
import { BOOKING_MESSAGES, type CancellationPolicy, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import { expireHolds } from '../bookings/expire-holds';
import type { DatabaseHandle } from '../db/client';
import { bookingRefunds, bookingRooms, bookings, hotels } from '../db/schema';
import {
  buildBookingApp,
  freeRooms,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { paidBooking as paidBookingOf } from '../testing/paid-booking';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

type Api = ReturnType<typeof buildBookingApp>;
type Traveller = Awaited<ReturnType<typeof loggedIn>>;

/** testing/paid-booking's booking, which every case here needs confirmed by the bank. */
async function paidBooking(
  api: Api,
  traveller: Traveller | null,
  typeIndex = 0,
  options: { mobile?: string; discountCode?: string } = {},
) {
  const paid = await paidBookingOf(handle, api, traveller, typeIndex, options);
  expect(paid.status).toBe('confirmed');
  return paid;
}

/** The booked room's first night as charged. */
const nightPriceOf = async (reserveId: string) => {
  const [row] = await handle.db
    .select({ lines: bookingRooms.priceLines })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(eq(bookings.reserveId, reserveId));
  return row?.lines.find((line) => line.kind === 'night')?.customerPrice ?? 0;
};

/** Gives the hotel of the room type this policy (null: the site-wide default). */
const setHotelPolicy = (hotelId: number, rules: CancellationPolicy | null) =>
  handle.db.update(hotels).set({ cancellationRules: rules }).where(eq(hotels.id, hotelId));

describe('/bookings/:reserveId/cancellation', () => {
  it("charges the hotel's own policy as its page wrote it when booked, whatever the hotel changes later", async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const rules: CancellationPolicy = {
      tiers: [
        { minDaysBefore: 3, percent: 30, of: 'firstNight' },
        { minDaysBefore: 0, percent: 100, of: 'firstNight' },
      ],
      holidays: null,
    };
    const chosen = await roomWithFreeRooms(handle, 5, 0);
    await setHotelPolicy(chosen.hotel.id, rules);
    try {
      const { reserveId, type, toPay } = await paidBooking(api, traveller);
      expect(type.hotelId).toBe(chosen.hotel.id);
      const page = (await (await api.get(`/hotels/${type.hotelId}`)).json()).data;
      expect(page.cancellationPolicy).toContain(
        'لغو رزرو تا ۳ روز پیش از ورود با کسر ۳۰ درصد از مبلغ شب اول',
      );
      expect(page.cancellationRules).toEqual(rules);
      // The hotel makes its policy stricter after the booking: the booking keeps the one it was made under.
      await setHotelPolicy(type.hotelId, {
        tiers: [{ minDaysBefore: 0, percent: 100, of: 'stay' }],
        holidays: null,
      });
      const view = await api.get(`/bookings/${reserveId}?mobile=${traveller.mobile}`, traveller.auth);
      expect((await view.json()).data.cancellationRules).toEqual(rules);
      const penalty = Math.round((await nightPriceOf(reserveId)) * 0.3);
      const quote = (await (await api.get(`/bookings/${reserveId}/cancellation`, traveller.auth)).json())
        .data;
      expect(quote).toMatchObject({
        penalty,
        percentOfNight: 30,
        chargeOf: 'firstNight',
        daysBefore: 3,
        holiday: false,
      });
      const result = (
        await (await api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth)).json()
      ).data;
      expect(result).toMatchObject({ penalty, refund: toPay - penalty });

      // The cancelled booking says what came back and where, in the profile's list and the booking's view.
      const refund = { amount: toPay - penalty, destination: 'wallet', cardPan: null, status: 'done' };
      const list = (await (await api.get('/profile/bookings', traveller.auth)).json()).data;
      const listed = list.items.find((item: { reserveId: string }) => item.reserveId === reserveId);
      expect(listed).toMatchObject({ status: 'cancelled', refund });
      const after = await api.get(`/bookings/${reserveId}?mobile=${traveller.mobile}`, traveller.auth);
      expect((await after.json()).data).toMatchObject({ status: 'cancelled', refund });
    } finally {
      await setHotelPolicy(chosen.hotel.id, null);
    }
  });

  it('quotes 50 % of one night three days before check-in on the site-wide scale, then cancels and refunds exactly that to the wallet', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    await setHotelPolicy((await roomWithFreeRooms(handle, 5, 0)).hotel.id, null);
    const { reserveId, type, toPay } = await paidBooking(api, traveller);
    expect(await freeRooms(handle, type.id)).toEqual([4, 4]);
    const penalty = Math.round((await nightPriceOf(reserveId)) * 0.5);

    const quote = (await (await api.get(`/bookings/${reserveId}/cancellation`, traveller.auth)).json()).data;
    expect(quote).toEqual({
      allowed: true,
      reason: null,
      penalty,
      refund: toPay - penalty,
      refundTo: 'wallet',
      percentOfNight: 50,
      chargeOf: 'firstNight',
      daysBefore: 3,
      holiday: false,
    });

    const cancelled = await api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth);
    expect(cancelled.status).toBe(200);
    const result = (await cancelled.json()).data;
    expect(result).toEqual({
      reserveId,
      status: 'cancelled',
      penalty,
      refund: toPay - penalty,
      refundTo: 'wallet',
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

describe('whose booking it is: the account that made it cancels it, and the payer is refunded', () => {
  const walletOf = async (api: Api, traveller: Traveller) =>
    (await (await api.get('/wallet/transactions', traveller.auth)).json()).data;
  const refundsOf = (reserveId: string) =>
    handle.db
      .select({
        amount: bookingRefunds.amount,
        destination: bookingRefunds.destination,
        userId: bookingRefunds.userId,
        cardPan: bookingRefunds.cardPan,
        status: bookingRefunds.status,
      })
      .from(bookingRefunds)
      .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
      .where(eq(bookings.reserveId, reserveId));

  it("refuses the mobile's owner a booking another account paid for them; that account cancels, is refunded and loses the points it earned", async () => {
    const api = buildBookingApp(handle);
    const payer = await loggedIn(handle, api.clock());
    const forMobile = await loggedIn(handle, api.clock());
    const { reserveId, type, toPay } = await paidBooking(api, payer, 0, { mobile: forMobile.mobile });
    const earned = Math.floor(toPay / 1_000_000);
    expect(earned).toBeGreaterThan(0);
    expect((await walletOf(api, payer)).points).toBe(earned);

    for (const refused of [
      await api.get(`/bookings/${reserveId}/cancellation`, forMobile.auth),
      await api.post(`/bookings/${reserveId}/cancellation`, {}, forMobile.auth),
    ]) {
      expect(refused.status).toBe(403);
      expect((await refused.json()).meta.errors).toEqual([PROFILE_MESSAGES.cancelByBookingAccount]);
    }
    expect(await freeRooms(handle, type.id)).toEqual([4, 4]);
    const listed = (await (await api.get('/profile/bookings', forMobile.auth)).json()).data.items;
    expect(listed).toMatchObject([{ reserveId, cancellableByCaller: false }]);

    const cancelled = await api.post(`/bookings/${reserveId}/cancellation`, {}, payer.auth);
    expect(cancelled.status).toBe(200);
    const { refund, refundTo } = (await cancelled.json()).data;
    expect(refundTo).toBe('wallet');
    expect(refund).toBeGreaterThan(0);
    expect(await walletOf(api, payer)).toMatchObject({ balance: refund, points: 0 });
    expect(await walletOf(api, forMobile)).toMatchObject({ balance: 0, points: 0, items: [] });
    expect(await refundsOf(reserveId)).toEqual([
      { amount: refund, destination: 'wallet', userId: payer.user.id, cardPan: null, status: 'done' },
    ]);
  });

  it("refunds a booking made without an account to the card it was paid with, not to the mobile owner's wallet", async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const { reserveId } = await paidBooking(api, null, 1, { mobile: owner.mobile });

    const quote = (await (await api.get(`/bookings/${reserveId}/cancellation`, owner.auth)).json()).data;
    expect(quote).toMatchObject({ allowed: true, refundTo: 'card' });
    const cancelled = await api.post(`/bookings/${reserveId}/cancellation`, {}, owner.auth);
    expect(cancelled.status).toBe(200);
    const answer = await cancelled.json();
    expect(answer.data).toMatchObject({ refundTo: 'card', refund: quote.refund, credit: 0 });
    expect(answer.meta.message).toBe(PROFILE_MESSAGES.cancelledToCard);
    expect(await walletOf(api, owner)).toMatchObject({ balance: 0, items: [] });
    expect(await refundsOf(reserveId)).toEqual([
      {
        amount: quote.refund,
        destination: 'card',
        userId: null,
        cardPan: '6037-99**-****-1234',
        status: 'pending',
      },
    ]);
  });

  it("keeps a paid booking's discount code used after it is cancelled", async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { reserveId } = await paidBooking(api, traveller, 2, { discountCode: 'RAHI10' });
    expect((await api.post(`/bookings/${reserveId}/cancellation`, {}, traveller.auth)).status).toBe(200);

    const { hotel, type } = await roomWithFreeRooms(handle, 5, 2);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const body = { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) };
    const again = await api.post('/bookings', { ...body, discountCode: 'RAHI10' }, traveller.auth);
    expect(again.status).toBe(422);
    expect((await again.json()).meta.errors).toEqual([BOOKING_MESSAGES.codeUsed]);
  });

  it('gives the discount code back when a hold ends unpaid', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5, 2);
    const book = async () =>
      api.post(
        '/bookings',
        {
          reservationId: await saveDraft(api, hotel, [{ id: type.id }]),
          booker: { mobile: traveller.mobile },
          guests: guestsFor(1),
          discountCode: 'RAHI10',
        },
        traveller.auth,
      );
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(422);
    api.clock.advance(16 * 60);
    await expireHolds(handle.db, api.clock());
    expect((await book()).status).toBe(201);
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
