// The Zarinpal adapter against a local fake of its REST v4 API, and a whole booking paid through it: request in
// Rial with our callback, StartPay, the callback, verify with OUR amount, replays, and the reconciler finding a
// capture whose callback never came.
import type { DatabaseHandle } from '../db/client';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { startFakeZarinpal } from '../testing/fake-zarinpal';
import { ProviderUnavailable } from './provider';
import { reconcilePayments } from './reconcile';
import { zarinpalProvider } from './zarinpal-provider';

let handle: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakeZarinpal>>;

beforeAll(async () => {
  handle = await openSeededDatabase();
  fake = await startFakeZarinpal();
}, 120_000);

afterAll(async () => {
  await fake.close();
  await handle.close();
});

const settingsOf = () => ({
  merchantId: fake.merchantId,
  baseUrl: fake.url,
  startPayUrl: 'https://pay.test/pg/StartPay',
});

describe('zarinpalProvider', () => {
  it('requests in Rial with the callback and metadata, and sends the buyer to StartPay', async () => {
    const provider = zarinpalProvider(settingsOf());
    const started = await provider.request({
      amount: 1_250_000,
      description: 'رزرو',
      callbackUrl: 'https://rahi.test/payment-status',
      mobile: '09120000000',
      orderId: '12345678',
    });
    const sent = JSON.parse(fake.requests.at(-1)?.text ?? '{}');
    expect(sent).toMatchObject({
      merchant_id: fake.merchantId,
      amount: 1_250_000,
      callback_url: 'https://rahi.test/payment-status',
      metadata: { mobile: '09120000000', order_id: '12345678' },
    });
    expect(started.authority).toHaveLength(36);
    expect(started.redirectUrl).toBe(`https://pay.test/pg/StartPay/${started.authority}`);
  });

  it('verifies 100 then 101 (both success), -50 for another amount, -51 unpaid', async () => {
    const provider = zarinpalProvider(settingsOf());
    const { authority } = await provider.request({
      amount: 50_000,
      description: 'x',
      callbackUrl: 'https://r.test/p',
      mobile: '09120000000',
      orderId: '1',
    });
    expect(await provider.verify({ authority, amount: 50_000 })).toEqual({ ok: false, code: -51 });
    fake.pay(authority);
    expect(await provider.inquiry(authority)).toBe('PAID');
    expect(await provider.unverified()).toEqual([{ authority, amount: 50_000 }]);
    expect(await provider.verify({ authority, amount: 40_000 })).toEqual({ ok: false, code: -50 });
    expect(await provider.verify({ authority, amount: 50_000 })).toMatchObject({
      ok: true,
      code: 100,
      cardPan: '502229******5995',
    });
    expect(await provider.verify({ authority, amount: 50_000 })).toMatchObject({ ok: true, code: 101 });
    expect(await provider.reverse(authority)).toBe(true);
    expect(fake.state(authority)).toBe('REVERSED');
    expect(await provider.reverse(authority)).toBe(false);
  });

  it('reports an unreachable host as ProviderUnavailable', async () => {
    const provider = zarinpalProvider({ ...settingsOf(), baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(provider.inquiry('A1')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('tries a call the bank answered 502 once more, and the second answer counts', async () => {
    const provider = zarinpalProvider({ ...settingsOf(), policy: { retryDelayMs: 10 } });
    const before = fake.requests.length;
    fake.failNext(1);
    const started = await provider.request({
      amount: 500_000,
      description: 'رزرو',
      callbackUrl: 'https://rahi.test/payment-status',
      mobile: '09120000000',
      orderId: '1',
    });
    expect(started.authority).toHaveLength(36);
    expect(fake.requests.length - before).toBe(2);
  });

  it('stops calling a bank that failed five times in a row, then tries one call after the pause', async () => {
    const provider = zarinpalProvider({
      ...settingsOf(),
      policy: { attempts: 1, breakAfter: 5, halfOpenAfterMs: 300 },
    });
    fake.failNext(5);
    for (let i = 0; i < 5; i += 1)
      await expect(provider.inquiry('A1')).rejects.toThrow(/answered 502 without JSON/);
    const before = fake.requests.length;
    await expect(provider.inquiry('A1')).rejects.toThrow(/not called: the bank failed too often/);
    await expect(provider.inquiry('A1')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.requests.length).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 350));
    // The bank answers again: one call goes through (an unknown authority is refused, a real answer).
    await expect(provider.inquiry('A1')).rejects.toThrow(/zarinpal inquiry: ""/);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('does not repeat a business refusal, nor count it against the bank', async () => {
    const provider = zarinpalProvider({ ...settingsOf(), policy: { breakAfter: 2 } });
    for (let i = 0; i < 3; i += 1) {
      const before = fake.requests.length;
      expect(await provider.verify({ authority: `A${'0'.repeat(35)}`, amount: 500_000 })).toEqual({
        ok: false,
        code: -51,
      });
      expect(fake.requests.length - before).toBe(1);
    }
  });
});

describe('a booking paid through Zarinpal', () => {
  async function bookAndStart(api: ReturnType<typeof buildBookingApp>) {
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const mobile = freshMobile();
    const created = await (
      await api.post('/bookings', { reservationId, booker: { mobile }, guests: guestsFor(1) })
    ).json();
    const started = await (await api.post(`/bookings/${created.data.reserveId}/payments`, { mobile })).json();
    const authority = started.data.redirectUrl.split('/').pop() as string;
    return {
      reserveId: created.data.reserveId as string,
      toPay: created.data.amounts.toPay as number,
      authority,
      redirectUrl: started.data.redirectUrl as string,
    };
  }

  it('verifies with the amount from our database and answers replays the same', async () => {
    const provider = zarinpalProvider(settingsOf());
    const api = buildBookingApp(handle, { provider });
    const { reserveId, toPay, authority, redirectUrl } = await bookAndStart(api);
    expect(redirectUrl).toMatch(/^https:\/\/pay\.test\/pg\/StartPay\/A/);
    fake.pay(authority);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/payments/verify', { authority, status: 'OK' }).then((r) => r.json()),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers[0].data).toMatchObject({
      reserveId,
      status: 'confirmed',
      paymentStatus: 'verified',
    });
    const verifies = fake.requests.filter(
      (r) => r.path.endsWith('verify.json') && r.text.includes(authority),
    );
    expect(verifies.length).toBeGreaterThan(0);
    for (const call of verifies) expect(JSON.parse(call.text).amount).toBe(toPay);
  });

  it('settles a capture whose callback never came, through the reconciler', async () => {
    const provider = zarinpalProvider(settingsOf());
    const api = buildBookingApp(handle, { provider });
    const { reserveId, authority } = await bookAndStart(api);
    fake.pay(authority);
    expect(await reconcilePayments(handle.db, provider, api.clock())).toBeGreaterThanOrEqual(1);
    expect(fake.state(authority)).toBe('VERIFIED');
    const mobileQuery = await api.get(`/bookings/${reserveId}?mobile=${await lookupMobile(reserveId)}`);
    expect((await mobileQuery.json()).data).toMatchObject({
      status: 'confirmed',
      payment: { status: 'verified' },
    });
  });
});

async function lookupMobile(reserveId: string) {
  const { bookings } = await import('../db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await handle.db.select().from(bookings).where(eq(bookings.reserveId, reserveId));
  return row?.bookerMobile ?? '';
}
