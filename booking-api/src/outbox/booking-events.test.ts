// The booking events write their messages in their own transactions: a paid booking its confirmation (reserve
// id, hotel, dates, a short link that opens the voucher without the mobile in it), a failed payment its notice,
// a hold five minutes from its end one warning, a cancellation its refund; and the short link leads to the page.
import { and, eq } from 'drizzle-orm';
import { warnEndingHolds } from '../bookings/hold-ending';
import type { DatabaseHandle } from '../db/client';
import { bookings, outboxMessages } from '../db/schema';
import { SHORT_LINK_MESSAGES } from '../short-links';
import { signLinkToken } from '../short-links/token';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  STAY,
  saveDraft,
} from '../testing/booking-fixture';
import { messageLinks } from './booking-message';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

type Api = ReturnType<typeof buildBookingApp>;

async function booked(api: Api, mobile = freshMobile(), headers: Record<string, string> = {}) {
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const response = await api.post(
    '/bookings',
    { reservationId, booker: { mobile }, guests: guestsFor(1) },
    headers,
  );
  const body = await response.json();
  if (response.status !== 201) throw new Error(JSON.stringify(body));
  return { reserveId: body.data.reserveId as string, mobile, hotel };
}

/** Pays (or fails) at the sandbox bank and verifies, as the payment-status page does. */
async function settleAtBank(
  api: Api,
  booking: { reserveId: string; mobile: string },
  action: 'pay' | 'fail',
) {
  const started = await api.post(`/bookings/${booking.reserveId}/payments`, { mobile: booking.mobile });
  const { redirectUrl } = (await started.json()).data;
  const pressed = await api.app.request(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });
  const back = new URL(pressed.headers.get('location') ?? '', 'http://rahi.test');
  await api.post('/payments/verify', {
    authority: back.searchParams.get('Authority'),
    status: back.searchParams.get('Status'),
  });
}

const messagesOf = (mobile: string, kind: string) =>
  handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.mobile, mobile), eq(outboxMessages.kind, kind as never)));

const tokenOf = (link: unknown) => String(link).split('/v/')[1] ?? '';

describe('messages of a booking', () => {
  it('a paid booking enqueues its confirmation, whose short link opens the voucher', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    expect(await messagesOf(booking.mobile, 'booking_confirmed')).toEqual([]);
    await settleAtBank(api, booking, 'pay');

    const [confirmation, ...more] = await messagesOf(booking.mobile, 'booking_confirmed');
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ channel: 'sms', status: 'pending' });
    expect(confirmation?.params).toMatchObject({
      reserveId: booking.reserveId,
      hotelName: booking.hotel.name,
      checkIn: STAY.checkin,
      nights: STAY.nights,
    });
    const link = String(confirmation?.params.link);
    expect(link).toMatch(/^\/v\/v\d{8}\.[0-9a-z]+\.[\w-]{16}$/);
    expect(link).not.toContain(booking.mobile);

    const opened = await api.get(`/short-links/${tokenOf(link)}`);
    expect(opened.status).toBe(200);
    expect((await opened.json()).data.location).toBe(
      `/voucher?reserveId=${booking.reserveId}&mobile=${booking.mobile}`,
    );
  });

  it('a failed payment enqueues one notice with the link to the booking', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    await settleAtBank(api, booking, 'fail');
    const [notice, ...more] = await messagesOf(booking.mobile, 'payment_failed');
    expect(more).toEqual([]);
    const opened = await api.get(`/short-links/${tokenOf(notice?.params.link)}`);
    expect((await opened.json()).data.location).toBe(
      `/reserve-status?reserveId=${booking.reserveId}&mobile=${booking.mobile}`,
    );
    expect(await messagesOf(booking.mobile, 'booking_confirmed')).toEqual([]);
  });

  it('a hold five minutes from its end is warned once, however many sweeps see it', async () => {
    const api = buildBookingApp(handle);
    const booking = await booked(api);
    const now = new Date();
    await handle.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(now.getTime() + 6 * 60_000) })
      .where(eq(bookings.reserveId, booking.reserveId));
    await warnEndingHolds(handle.db, now);
    expect(await messagesOf(booking.mobile, 'hold_ending')).toEqual([]);

    await handle.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(now.getTime() + 4 * 60_000) })
      .where(eq(bookings.reserveId, booking.reserveId));
    await warnEndingHolds(handle.db, now);
    await warnEndingHolds(handle.db, new Date(now.getTime() + 30_000));
    expect(await messagesOf(booking.mobile, 'hold_ending')).toHaveLength(1);
  });

  it("a traveller's cancellation of a paid booking enqueues the refund, with its amount", async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, new Date());
    const booking = await booked(api, traveller.mobile, traveller.auth);
    await settleAtBank(api, booking, 'pay');
    const cancelled = await api.post(`/bookings/${booking.reserveId}/cancellation`, {}, traveller.auth);
    expect(cancelled.status).toBe(200);
    const { refund } = (await cancelled.json()).data;
    const [message] = await messagesOf(booking.mobile, 'cancellation_refunded');
    expect(message?.params).toMatchObject({
      reserveId: booking.reserveId,
      amount: refund,
      refundTo: 'wallet',
    });
    expect(message?.userId).toBe(traveller.user.id);
  });
});

describe('GET /short-links/:token', () => {
  it('refuses a forged link (404) and an expired one (410), in Persian', async () => {
    const api = buildBookingApp(handle);
    const { reserveId } = await booked(api);
    const forged = signLinkToken('another secret', {
      target: 'voucher',
      reserveId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const expired = signLinkToken(messageLinks().secret, {
      target: 'voucher',
      reserveId,
      expiresAt: new Date(Date.now() - 1000),
    });

    const refused = await api.get(`/short-links/${forged}`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).meta.errors).toEqual([SHORT_LINK_MESSAGES.unknown]);
    const late = await api.get(`/short-links/${expired}`);
    expect(late.status).toBe(410);
    expect((await late.json()).meta.errors).toEqual([SHORT_LINK_MESSAGES.expired]);
    expect((await api.get('/short-links/not-a-token')).status).toBe(404);
  });
});
