// Paying through the sandbox provider, as a browser would: start a payment, open the test bank page, press a
// button, follow the redirect to /payment-status, verify. Replays confirm once and charge once.
import { BOOKING_MESSAGES, POINT_VALUE_RIAL, SANDBOX_COUNTDOWN_SCRIPT } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookings, payments, pointEntries, sandboxBankPayments, users, walletEntries } from '../db/schema';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { pointsBalance, walletBalance } from '../wallet/ledger';
import { sandboxProvider } from './sandbox-provider';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

type Api = ReturnType<typeof buildBookingApp>;

async function booked(api: Api, headers: Record<string, string> = {}, mobile = freshMobile()) {
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const response = await api.post(
    '/bookings',
    { reservationId, booker: { mobile }, guests: guestsFor(1) },
    headers,
  );
  const body = await response.json();
  if (response.status !== 201) throw new Error(JSON.stringify(body));
  return { ...body.data, mobile } as { reserveId: string; amounts: { toPay: number }; mobile: string };
}

/** Starts a payment, presses the bank's button, and returns the callback's query as the bank sent it. */
async function payAtBank(api: Api, booking: { reserveId: string; mobile: string }, action: string) {
  const started = await api.post(`/bookings/${booking.reserveId}/payments`, { mobile: booking.mobile });
  expect(started.status).toBe(201);
  const { redirectUrl } = (await started.json()).data;
  expect(redirectUrl).toMatch(/^\/sandbox-bank\/S[A-Za-z0-9]{35}$/);
  const page = await api.get(redirectUrl);
  const pressed = await api.app.request(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });
  expect(pressed.status).toBe(303);
  const back = new URL(pressed.headers.get('location') ?? '', 'http://rahi.test');
  expect(back.pathname).toBe('/payment-status');
  return {
    page: await page.text(),
    authority: back.searchParams.get('Authority') ?? '',
    status: back.searchParams.get('Status') ?? '',
  };
}

describe('the sandbox bank', () => {
  it('shows a page marked as a test with the amount in Toman and Persian digits', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const { page } = await payAtBank(api, booking, 'pay');
    expect(page).toContain(BOOKING_MESSAGES.sandboxNotice);
    expect(page).toContain('dir="rtl"');
    const toman = new Intl.NumberFormat('fa-IR').format(booking.amounts.toPay / 10);
    expect(page.replace(/٬/g, ',')).toContain(`مبلغ: ${toman.replace(/٬/g, ',')} تومان`);
  });

  it("counts the booking's hold down on the page, and says what a payment does once the hold is over", async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const started = await api.post(`/bookings/${booking.reserveId}/payments`, { mobile: booking.mobile });
    const { redirectUrl } = (await started.json()).data;
    api.clock.advance(60);
    const held = await (await api.get(redirectUrl)).text();
    expect(held).toContain(`${BOOKING_MESSAGES.sandboxHoldLeft} <span class="clock" dir="ltr">۱۴:۰۰</span>`);
    expect(held).toContain(`<script>${SANDBOX_COUNTDOWN_SCRIPT}</script>`);
    expect(held).toMatch(/<button class="pay" type="submit">/);

    api.clock.advance(14 * 60);
    const over = await (await api.get(redirectUrl)).text();
    expect(over).toContain(`<p class="hold over"`);
    expect(over).toContain(BOOKING_MESSAGES.sandboxHoldOver);
    expect(over).toMatch(/<button class="pay" type="submit">/);
  });

  it('confirms the booking after pay and verify, with the reference id', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const { authority, status } = await payAtBank(api, booking, 'pay');
    expect(status).toBe('OK');
    const verified = await api.post('/payments/verify', { authority, status });
    const data = (await verified.json()).data;
    expect(verified.status).toBe(200);
    expect(data).toEqual({
      reserveId: booking.reserveId,
      status: 'confirmed',
      paymentStatus: 'verified',
      reason: null,
    });
    const looked = await api.get(`/bookings/${booking.reserveId}?mobile=${booking.mobile}`);
    const payment = (await looked.json()).data.payment;
    expect(payment.refId).toMatch(/^\d{9}$/);
    expect(payment.amount).toBe(booking.amounts.toPay);
  });

  it("tells whoever holds the authority only what the return page needs, never the booker's mobile", async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const { authority, status } = await payAtBank(api, booking, 'pay');
    const text = await (await api.post('/payments/verify', { authority, status })).text();
    expect(text).not.toContain(booking.mobile);
    expect(text).not.toContain(booking.mobile.slice(1));
    expect(Object.keys(JSON.parse(text).data).sort()).toEqual([
      'paymentStatus',
      'reason',
      'reserveId',
      'status',
    ]);
  });

  it('replayed ten times at once: one confirmation, one charge, the same answer each time', async () => {
    const api = buildBookingApp(handle);
    const user = await loggedIn(handle, api.clock());
    const booking = await booked(api, user.auth, user.mobile);
    const { authority, status } = await payAtBank(api, booking, 'pay');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post('/payments/verify', { authority, status }).then((r) => r.json()),
      ),
    );
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reserveId, booking.reserveId));
    const verifiedPayments = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, row?.id ?? 0));
    const points = await handle.db.select().from(pointEntries).where(eq(pointEntries.userId, user.user.id));

    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers[0].data.status).toBe('confirmed');
    expect(verifiedPayments.filter((payment) => payment.status === 'verified')).toHaveLength(1);
    expect(row?.confirmedAt).not.toBeNull();
    expect(points.filter((entry) => entry.points > 0)).toHaveLength(
      booking.amounts.toPay >= 1_000_000 ? 1 : 0,
    );
  });

  it('cancel comes back NOK: the booking stays payable, and a retry pays it', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const cancelled = await payAtBank(api, booking, 'cancel');
    expect(cancelled.status).toBe('NOK');
    const first = (await (await api.post('/payments/verify', cancelled)).json()).data;
    expect(first).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'cancelled',
      reason: BOOKING_MESSAGES.paymentCancelled,
    });

    const retry = await payAtBank(api, booking, 'pay');
    const second = (await (await api.post('/payments/verify', retry)).json()).data;
    expect(second).toMatchObject({ status: 'confirmed', paymentStatus: 'verified' });
    const paid = await api.post(`/bookings/${booking.reserveId}/payments`, { mobile: booking.mobile });
    expect(paid.status).toBe(409);
    expect((await paid.json()).meta.errors).toEqual([BOOKING_MESSAGES.alreadyPaid]);
  });

  it('a forged OK for an unpaid authority confirms nothing', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const started = await api.post(`/bookings/${booking.reserveId}/payments`, { mobile: booking.mobile });
    const authority = (await started.json()).data.redirectUrl.split('/').pop();
    const answer = (await (await api.post('/payments/verify', { authority, status: 'OK' })).json()).data;
    expect(answer).toMatchObject({ status: 'pending_payment', paymentStatus: 'cancelled' });
  });

  it('a capture verified after the hold expired is reversed to the card without an account, and shown so', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const { authority, status } = await payAtBank(api, booking, 'pay');
    api.clock.advance(16 * 60);
    await api.get(`/bookings/${booking.reserveId}?mobile=${booking.mobile}`); // expires the hold
    const answer = (await (await api.post('/payments/verify', { authority, status })).json()).data;
    expect(answer).toMatchObject({
      status: 'expired',
      paymentStatus: 'reversed',
      reason: BOOKING_MESSAGES.paymentReversed,
    });
    const [bank] = await handle.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.authority, authority));
    expect(bank?.state).toBe('REVERSED');
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reserveId, booking.reserveId));
    expect(await handle.db.$count(walletEntries, eq(walletEntries.bookingId, row?.id ?? 0))).toBe(0);
  });

  it("goes to a logged-in traveller's wallet instead, and to the booker's wallet when the bank refuses the reverse", async () => {
    const api = buildBookingApp(handle);
    const user = await loggedIn(handle, api.clock());
    const booking = await booked(api, user.auth, user.mobile);
    const { authority, status } = await payAtBank(api, booking, 'pay');
    api.clock.advance(16 * 60);
    await api.get(`/bookings/${booking.reserveId}`, user.auth);
    const answer = (await (await api.post('/payments/verify', { authority, status })).json()).data;
    expect(answer).toMatchObject({
      status: 'expired',
      paymentStatus: 'refunded',
      reason: BOOKING_MESSAGES.paymentRefundedToWallet,
    });
    const [credited] = await handle.db.select().from(users).where(eq(users.id, user.user.id));
    expect(await walletBalance(handle.db, user.user.id)).toBe(booking.amounts.toPay);
    expect(credited?.credit).toBe(booking.amounts.toPay);

    const refusing = buildBookingApp(handle, {
      provider: { ...sandboxProvider(handle.db), reverse: async () => false },
    });
    const anonymous = await booked(refusing);
    const paid = await payAtBank(refusing, anonymous, 'pay');
    refusing.clock.advance(16 * 60);
    await refusing.get(`/bookings/${anonymous.reserveId}?mobile=${anonymous.mobile}`);
    const refunded = (await (await refusing.post('/payments/verify', paid)).json()).data;
    expect(refunded).toMatchObject({ status: 'expired', paymentStatus: 'refunded' });
    const [owner] = await handle.db.select().from(users).where(eq(users.mobile, anonymous.mobile));
    expect(await walletBalance(handle.db, owner?.id ?? 0)).toBe(anonymous.amounts.toPay);
  });

  it('answers 404 for an authority it never issued', async () => {
    const api = buildBookingApp(handle);
    const response = await api.post('/payments/verify', { authority: 'S'.padEnd(36, 'x'), status: 'OK' });
    expect(response.status).toBe(404);
    expect((await response.json()).meta.errors).toEqual([BOOKING_MESSAGES.paymentNotFound]);
  });
});

describe('credit that covers everything', () => {
  it('confirms without the bank and debits the wallet by what was used', async () => {
    const api = buildBookingApp(handle);
    const user = await loggedIn(handle, api.clock());
    await handle.db.transaction((tx) =>
      import('../wallet/ledger').then(({ addWalletEntry }) =>
        addWalletEntry(tx, { userId: user.user.id, amount: 900_000_000, reason: 'هدیه آزمایشی' }),
      ),
    );
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const response = await api.post(
      '/bookings',
      { reservationId, booker: { mobile: user.mobile }, guests: guestsFor(1), useCredit: true },
      user.auth,
    );
    const data = (await response.json()).data;
    expect(data.status).toBe('confirmed');
    expect(data.amounts.toPay).toBe(0);
    expect(await walletBalance(handle.db, user.user.id)).toBe(900_000_000 - data.amounts.credit);

    const transactions = (await (await api.get('/wallet/transactions', user.auth)).json()).data;
    expect(transactions.balance).toBe(900_000_000 - data.amounts.credit);
    expect(transactions.items[0]).toMatchObject({
      kind: 'debit',
      amount: -data.amounts.credit,
      balance: transactions.balance,
    });
  });
});

describe('loyalty points', () => {
  it('spends only the whole points needed, and gives them back when the hold expires', async () => {
    const api = buildBookingApp(handle);
    const user = await loggedIn(handle, api.clock());
    await handle.db.transaction((tx) =>
      import('../wallet/ledger').then(({ addPointEntry }) =>
        addPointEntry(tx, { userId: user.user.id, points: 5, reason: 'امتیاز آزمایشی' }),
      ),
    );
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const response = await api.post(
      '/bookings',
      { reservationId, booker: { mobile: user.mobile }, guests: guestsFor(1), usePoints: true },
      user.auth,
    );
    const data = (await response.json()).data;
    expect(data.amounts.points).toBe(5 * POINT_VALUE_RIAL);
    expect(data.amounts.toPay).toBe(data.amounts.total - data.amounts.hotelDiscount - 5 * POINT_VALUE_RIAL);
    expect(await pointsBalance(handle.db, user.user.id)).toBe(0);

    api.clock.advance(16 * 60);
    await api.get(`/bookings/${data.reserveId}`, user.auth);
    expect(await pointsBalance(handle.db, user.user.id)).toBe(5);
  });
});
