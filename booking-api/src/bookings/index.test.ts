// POST /bookings and GET /bookings/:reserveId through app.request(): re-priced from the database, rooms held
// and released, the amount the page showed re-checked, and a lookup that says nothing about a wrong pair.
import {
  addDays,
  amountChangedMessage,
  BOOKING_MESSAGES,
  calculateAmountToPay,
  MESSAGES,
  PROFILE_MESSAGES,
} from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookings } from '../db/schema';
import {
  buildBookingApp,
  freeRooms,
  freshMobile,
  guestsFor,
  loggedIn,
  newDraftSession,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { expireHolds } from './expire-holds';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

async function bookOne(
  api: ReturnType<typeof buildBookingApp>,
  free = 5,
  extra: object = {},
  typeIndex = 0,
  auth: Record<string, string> = {},
) {
  const { hotel, type } = await roomWithFreeRooms(handle, free, typeIndex);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id, extraBedCount: 0, lateCheckOut: true }]);
  const mobile = freshMobile();
  const response = await api.post(
    '/bookings',
    { reservationId, booker: { mobile }, guests: guestsFor(1), ...extra },
    auth,
  );
  return { response, body: await response.json(), mobile, type, hotel, reservationId };
}

describe('POST /bookings', () => {
  it('books from the draft at the current prices and holds the room for the stay', async () => {
    const api = buildBookingApp(handle);
    const { response, body, type } = await bookOne(api, 5);

    expect(response.status).toBe(201);
    expect(body.data.reserveId).toMatch(/^\d{8}$/);
    expect(body.data.status).toBe('pending_payment');
    const { total, hotelDiscount, toPay } = body.data.amounts;
    expect(toPay).toBe(calculateAmountToPay({ total, hotelDiscount }));
    expect(total).toBeGreaterThan(1);
    expect(new Date(body.data.holdExpiresAt).getTime() - api.clock().getTime()).toBe(15 * 60_000);
    expect(await freeRooms(handle, type.id)).toEqual([4, 4]);
  });

  it('refuses an amount to pay different from what the page showed, and takes no room', async () => {
    const api = buildBookingApp(handle);
    const { response, body, type } = await bookOne(api, 5, { expectedAmount: 1000 });

    expect(response.status).toBe(409);
    expect(body.meta.errors[0]).toMatch(/^مبلغ قابل پرداخت از ۱۰۰ تومان به /);
    expect(body.meta.errors[0]).not.toBe(amountChangedMessage(1000, 1000));
    expect(await freeRooms(handle, type.id)).toEqual([5, 5]);
  });

  it('applies a code limited per traveller once per account, whatever booker mobile is typed', async () => {
    const api = buildBookingApp(handle);
    const user = await loggedIn(handle, api.clock());
    const first = await bookOne(api, 5, { discountCode: 'rahi10' }, 0, user.auth);
    expect(first.response.status).toBe(201);
    const { total, hotelDiscount, discount, toPay } = first.body.data.amounts;
    expect(discount).toBe(Math.min(Math.floor(((total - hotelDiscount) * 10) / 100), 5_000_000));
    expect(toPay).toBe(total - hotelDiscount - discount);

    const again = await bookOne(api, 5, { discountCode: 'RAHI10' }, 0, user.auth);
    expect(again.response.status).toBe(422);
    expect(again.body.meta.errors).toEqual([BOOKING_MESSAGES.codeUsed]);
  });

  it('refuses a code limited per traveller without a login, for any invented mobile, and holds nothing', async () => {
    const api = buildBookingApp(handle);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { response, body, type } = await bookOne(api, 5, { discountCode: 'RAHI10' });
      expect(response.status).toBe(401);
      expect(body.meta.errors).toEqual([BOOKING_MESSAGES.codeNeedsLogin]);
      expect(await freeRooms(handle, type.id)).toEqual([5, 5]);
    }
  });

  it('applies a code without a per-traveller limit without a login, again and again', async () => {
    const api = buildBookingApp(handle);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response, body } = await bookOne(api, 5, { discountCode: 'safar5' });
      expect(response.status).toBe(201);
      const { total, hotelDiscount, discount } = body.data.amounts;
      expect(discount).toBe(Math.min(Math.floor(((total - hotelDiscount) * 5) / 100), 2_000_000));
    }
  });

  it("counts a code used by a logged-in traveller's account, whoever the booker is", async () => {
    const api = buildBookingApp(handle);
    const user = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const book = async (mobile: string) =>
      api.post(
        '/bookings',
        {
          reservationId: await saveDraft(api, hotel, [{ id: type.id }]),
          booker: { mobile },
          guests: guestsFor(1),
          discountCode: 'WELCOME200',
        },
        user.auth,
      );
    expect((await book(user.mobile)).status).toBe(201);
    const forSomeoneElse = await book(freshMobile());
    expect(forSomeoneElse.status).toBe(422);
    expect((await forSomeoneElse.json()).meta.errors).toEqual([BOOKING_MESSAGES.codeUsed]);
  });

  it('refuses an expired code and an unknown one with their reasons', async () => {
    const api = buildBookingApp(handle);
    expect((await bookOne(api, 5, { discountCode: 'OLD1402' })).body.meta.errors).toEqual([
      BOOKING_MESSAGES.codeExpired,
    ]);
    expect((await bookOne(api, 5, { discountCode: 'NOPE' })).body.meta.errors).toEqual([
      BOOKING_MESSAGES.codeNotFound,
    ]);
  });

  it('needs one guest for each room', async () => {
    const api = buildBookingApp(handle);
    const { response, body } = await bookOne(api, 5, { guests: guestsFor(2) });
    expect(response.status).toBe(422);
    expect(body.meta.errors).toEqual([BOOKING_MESSAGES.guestsIncomplete]);
  });

  it('answers 404 for a missing draft and 422 in Persian for a bad national code', async () => {
    const api = buildBookingApp(handle);
    const missing = await api.post('/bookings', {
      reservationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      booker: { mobile: freshMobile() },
      guests: guestsFor(1),
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).meta.errors).toEqual([MESSAGES.draftNotFound]);
    const badCode = await bookOne(api, 5, { guests: [{ ...guestsFor(1)[0], nationalCode: '0084575949' }] });
    expect(badCode.response.status).toBe(422);
    expect(badCode.body.meta.errors).toEqual([PROFILE_MESSAGES.invalidNationalCode]);
  });

  it('asks a visitor to log in before using wallet credit', async () => {
    const api = buildBookingApp(handle);
    const { response, body } = await bookOne(api, 5, { useCredit: true });
    expect(response.status).toBe(401);
    expect(body.meta.errors).toEqual([BOOKING_MESSAGES.walletNeedsLogin]);
  });

  it('answers a second press with the same booking, and refuses the draft to another mobile', async () => {
    const api = buildBookingApp(handle);
    const { body, mobile, type, reservationId } = await bookOne(api, 5);
    const again = await api.post('/bookings', { reservationId, booker: { mobile }, guests: guestsFor(1) });
    expect(again.status).toBe(200);
    expect((await again.json()).data.reserveId).toBe(body.data.reserveId);
    expect(await freeRooms(handle, type.id)).toEqual([4, 4]);
    const other = await api.post('/bookings', {
      reservationId,
      booker: { mobile: freshMobile() },
      guests: guestsFor(1),
    });
    expect(other.status).toBe(409);
    expect((await other.json()).meta.errors).toEqual([BOOKING_MESSAGES.draftAlreadyBooked]);
  });

  it("refuses a booking from another browser session's draft as if it did not exist, and takes no room", async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const body = { reservationId, booker: { mobile: freshMobile() }, guests: guestsFor(1) };

    const stranger = await api.post('/bookings', body, { 'x-rahi-session': newDraftSession() });
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).meta.errors).toEqual([MESSAGES.draftNotFound]);
    expect(await freeRooms(handle, type.id)).toEqual([5, 5]);
    expect((await api.post('/bookings', body)).status).toBe(201);
  });

  it("books a logged-in traveller's draft from their other browser", async () => {
    const api = buildBookingApp(handle);
    const { auth, mobile } = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }], auth);
    const response = await api.post(
      '/bookings',
      { reservationId, booker: { mobile }, guests: guestsFor(1) },
      { ...auth, 'x-rahi-session': newDraftSession() },
    );
    expect(response.status).toBe(201);
  });
});

describe('holds', () => {
  it('expire after 15 minutes and give the rooms back, once, however many sweeps run', async () => {
    const api = buildBookingApp(handle);
    // A room type no other test books, so only this booking gives rooms back to it.
    const { body, type, mobile } = await bookOne(api, 2, {}, 1);
    expect(await freeRooms(handle, type.id)).toEqual([1, 1]);

    // At 14 minutes this hold stands; earlier tests' holds, made more than a minute ago on a busy machine, may
    // already be due, so the sweep is judged by this booking's rooms and status, not by its count.
    api.clock.advance(14 * 60);
    await expireHolds(handle.db, api.clock());
    expect(await freeRooms(handle, type.id)).toEqual([1, 1]);
    const standing = await api.get(`/bookings/${body.data.reserveId}?mobile=${mobile}`);
    expect((await standing.json()).data.status).toBe('pending_payment');
    api.clock.advance(61);
    const pending = await handle.db.$count(bookings, eq(bookings.status, 'pending_payment'));
    const swept = await Promise.all([1, 2, 3].map(() => expireHolds(handle.db, api.clock())));
    // Earlier tests' holds are overdue too: each pending booking is expired by exactly one of the sweeps.
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(pending);
    expect(await freeRooms(handle, type.id)).toEqual([2, 2]);

    const looked = await api.get(`/bookings/${body.data.reserveId}?mobile=${mobile}`);
    expect((await looked.json()).data.status).toBe('expired');
  });
});

describe('GET /bookings/:reserveId', () => {
  it('shows the booking to its mobile, with rooms, guests and amounts as charged', async () => {
    const api = buildBookingApp(handle);
    const { body, mobile, type } = await bookOne(api);
    const response = await api.get(`/bookings/${body.data.reserveId}?mobile=${mobile}`);
    const booking = (await response.json()).data;
    expect(response.status).toBe(200);
    expect(booking.rooms).toEqual([expect.objectContaining({ roomTypeId: type.id, lateCheckOut: true })]);
    expect(booking.guests[0]).toMatchObject({ firstName: 'مریم', nationalCode: '0084575948' });
    expect(booking.amounts).toEqual(body.data.amounts);
    expect(booking.payment).toBeNull();
  });

  it('books a foreign guest under the name as the passport spells it, and shows it with the passport', async () => {
    const api = buildBookingApp(handle);
    const anna = {
      roomIndex: 0,
      firstName: 'Anna-Maria',
      lastName: "O'Neil",
      passportNumber: 'c01x00t47',
      nationality: 'آلمان',
    };
    const { response, body, mobile } = await bookOne(api, 5, { guests: [anna] });
    expect(response.status).toBe(201);
    const booking = (await (await api.get(`/bookings/${body.data.reserveId}?mobile=${mobile}`)).json()).data;
    expect(booking.guests).toEqual([{ ...anna, passportNumber: 'C01X00T47' }]);
  });

  it('refuses a Latin name for a guest with a national code, in Persian', async () => {
    const api = buildBookingApp(handle);
    const { response, body } = await bookOne(api, 5, {
      guests: [{ ...guestsFor(1)[0], lastName: 'Schmidt' }],
    });
    expect(response.status).toBe(422);
    expect(body.meta.errors).toEqual([PROFILE_MESSAGES.namePersianLetters]);
  });

  it('answers the same 404 for a wrong mobile and a wrong id, and 429 after too many', async () => {
    const api = buildBookingApp(handle);
    const { body } = await bookOne(api);
    // Another browser: the one that booked finds its booking without a mobile.
    const address = { ...api.freshAddress(), 'x-rahi-session': newDraftSession() };
    const wrongMobile = await api.get(`/bookings/${body.data.reserveId}?mobile=09120000000`, address);
    const wrongId = await api.get('/bookings/12345678?mobile=09120000000', address);
    expect(wrongMobile.status).toBe(404);
    expect(await wrongMobile.text()).toBe(await wrongId.text());

    for (let i = 0; i < 3; i += 1) await api.get('/bookings/12345678?mobile=09120000000', address);
    const limited = await api.get(`/bookings/${body.data.reserveId}?mobile=09120000000`, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('limits misses of one reserve id from many addresses, with the same 429 for an id that does not exist', async () => {
    const api = buildBookingApp(handle, { env: { BOOKING_LOOKUPS_PER_RESERVE_ID: '3' } });
    const { body } = await bookOne(api);
    const reserveId: string = body.data.reserveId;
    const missing = reserveId === '10000001' ? '10000002' : '10000001';
    // Addresses no other test uses, each making one or two misses: far below the per-address limit.
    const from = (i: number) => ({ 'x-forwarded-for': `10.7.0.${i}`, 'x-rahi-session': newDraftSession() });
    for (let i = 0; i < 3; i += 1) {
      expect((await api.get(`/bookings/${reserveId}?mobile=09120000000`, from(i))).status).toBe(404);
      expect((await api.get(`/bookings/${missing}?mobile=09120000000`, from(i))).status).toBe(404);
    }
    const guess = await api.get(`/bookings/${reserveId}?mobile=09120000001`, from(10));
    const nobody = await api.get(`/bookings/${missing}?mobile=09120000001`, from(11));
    expect(guess.status).toBe(429);
    expect(await guess.text()).toBe(await nobody.text());

    api.clock.advance(3601);
    expect((await api.get(`/bookings/${reserveId}?mobile=09120000001`, from(12))).status).toBe(404);
  });

  it('never refuses the owner for misses from other addresses: the right pair, the logged-in owner, the payment', async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }], owner.auth);
    const made = await api.post(
      '/bookings',
      { reservationId, booker: { mobile: owner.mobile }, guests: guestsFor(1) },
      owner.auth,
    );
    const { reserveId } = (await made.json()).data;
    for (let i = 0; i < 10; i += 1) {
      const wrong = await api.get(`/bookings/${reserveId}?mobile=0912000000${i}`, {
        'x-forwarded-for': `10.5.0.${i}`, // no other test's
        'x-rahi-session': newDraftSession(),
      });
      expect(wrong.status).toBe(404);
    }
    const ownerAddress = { 'x-forwarded-for': '10.5.1.1' };
    const byPair = await api.get(`/bookings/${reserveId}?mobile=${owner.mobile}`, ownerAddress);
    expect(byPair.status).toBe(200);
    const byAccount = await api.get(`/bookings/${reserveId}`, { ...ownerAddress, ...owner.auth });
    expect(byAccount.status).toBe(200);
    const pay = await api.post(`/bookings/${reserveId}/payments`, { mobile: owner.mobile }, ownerAddress);
    expect(pay.status).toBe(201);
  });

  it('shows the booking without a mobile to the browser session it was made in, and to no other session', async () => {
    const api = buildBookingApp(handle, { env: { BOOKING_LOOKUPS_PER_RESERVE_ID: '2' } });
    const { body, mobile } = await bookOne(api);
    const { reserveId } = body.data;
    const address = { 'x-forwarded-for': '10.6.2.1' }; // no other test's
    const own = await api.get(`/bookings/${reserveId}`, address);
    expect(own.status).toBe(200);
    expect((await own.json()).data).toMatchObject({ reserveId, booker: { mobile } });

    // Another browser without a mobile guesses nothing: 404, as for an id that does not exist, and never counted,
    // so neither the address nor the reserve id is ever refused for it.
    const stranger = { ...address, 'x-rahi-session': newDraftSession() };
    const missing = reserveId === '10000001' ? '10000002' : '10000001';
    for (let i = 0; i < 6; i += 1) {
      const other = await api.get(`/bookings/${reserveId}`, stranger);
      expect(other.status).toBe(404);
      expect(await other.text()).toBe(await (await api.get(`/bookings/${missing}`, stranger)).text());
    }
    const noSession = await api.get(`/bookings/${reserveId}`, { ...address, 'x-rahi-session': '' });
    expect(noSession.status).toBe(404);
    expect((await api.get(`/bookings/${reserveId}?mobile=${mobile}`, stranger)).status).toBe(200);
    // Its payment starts from the same session; a stranger's wrong pair is still counted.
    const pay = await api.post(`/bookings/${reserveId}/payments`, { mobile }, address);
    expect(pay.status).toBe(201);
    for (let i = 0; i < 2; i += 1)
      expect((await api.get(`/bookings/${reserveId}?mobile=09120000000`, stranger)).status).toBe(404);
    expect((await api.get(`/bookings/${reserveId}?mobile=09120000001`, stranger)).status).toBe(429);
    expect((await api.get(`/bookings/${reserveId}`, address)).status).toBe(200);
  });

  it("answers the session only without a mobile, and only while the booking's draft lives", async () => {
    const api = buildBookingApp(handle);
    const { body, mobile } = await bookOne(api);
    const { reserveId } = body.data;
    const address = { 'x-forwarded-for': '10.6.2.2' }; // no other test's
    // A wrong mobile is a wrong pair, whoever asks.
    expect((await api.get(`/bookings/${reserveId}?mobile=09120000000`, address)).status).toBe(404);
    expect((await api.get(`/bookings/${reserveId}`, address)).status).toBe(200);
    // The draft lives two hours: later, the browser needs the mobile (a shared computer's next user does not find it).
    api.clock.advance(3 * 3600);
    expect((await api.get(`/bookings/${reserveId}`, address)).status).toBe(404);
    expect((await api.get(`/bookings/${reserveId}?mobile=${mobile}`, address)).status).toBe(200);
  });

  it("does not count the logged-in owner's own lookups, even from an address at its limit", async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }], owner.auth);
    const made = await api.post(
      '/bookings',
      { reservationId, booker: { mobile: freshMobile() }, guests: guestsFor(1) },
      owner.auth,
    );
    const { reserveId } = (await made.json()).data;
    const address = api.freshAddress();
    for (let i = 0; i < 5; i += 1) await api.get('/bookings/12345678?mobile=09120000000', address);
    expect((await api.get('/bookings/12345678?mobile=09120000000', address)).status).toBe(429);
    const mine = await api.get(`/bookings/${reserveId}`, { ...address, ...owner.auth });
    expect(mine.status).toBe(200);
  });

  it('counts wrong lookups sent at once one by one, and a lookup that finds its booking not at all', async () => {
    const api = buildBookingApp(handle, { env: { BOOKING_LOOKUPS_PER_HOUR: '5' } });
    const { body, mobile } = await bookOne(api);
    const address = { 'x-forwarded-for': '10.6.0.1' }; // no other test's
    for (let i = 0; i < 3; i += 1)
      expect((await api.get(`/bookings/${body.data.reserveId}?mobile=${mobile}`, address)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.get(`/bookings/${20_000_000 + i}?mobile=09120000000`, address),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('keeps every room price night by night, adding up to what was charged', async () => {
    const api = buildBookingApp(handle);
    const { body, mobile, hotel } = await bookOne(api);
    const booking = (await (await api.get(`/bookings/${body.data.reserveId}?mobile=${mobile}`)).json()).data;
    const [room] = booking.rooms;
    const lines: { kind: string; date: string | null; boardPrice: number; customerPrice: number }[] =
      room.priceLines;
    expect(lines.map((line) => [line.kind, line.date])).toEqual([
      ['night', booking.checkin],
      ['night', addDays(booking.checkin, 1)],
      ['lateCheckOut', null],
    ]);
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      lines.reduce((a, line) => a + pick(line), 0);
    expect(sum((line) => line.boardPrice)).toBe(room.boardPrice);
    expect(sum((line) => line.customerPrice)).toBe(room.customerPrice);

    const details = (await (await api.get(`/hotels/${hotel.id}`)).json()).data;
    expect(details.phone).toMatch(/^0\d{2}-\d{8}$/);
  });
});
