// The whole path against the real booking-api (in this process, on a seeded PGlite): a booking paid at the
// sandbox bank gets its PDF; the same booking with another mobile is "not found"; an unpaid one gets no voucher.
import { BOOKING_MESSAGES, toPersianDigits, VOUCHER_MESSAGES } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../../../booking-api/src/db/client';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../../../booking-api/src/testing/booking-fixture';
import { inProcessUpstream } from '../upstream';
import { voucherRoutes } from '.';
import { pdfText } from './pdf-text';
import { renderVoucherPdf } from './render/render-voucher';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

async function bookAndMaybePay(pay: boolean) {
  const api = buildBookingApp(handle);
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const mobile = freshMobile();
  const created = await api.post('/bookings', { reservationId, booker: { mobile }, guests: guestsFor(1) });
  const { reserveId } = (await created.json()).data as { reserveId: string };
  if (pay) {
    const started = await api.post(`/bookings/${reserveId}/payments`, { mobile });
    const { redirectUrl } = (await started.json()).data as { redirectUrl: string };
    const pressed = await api.app.request(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const back = new URL(pressed.headers.get('location') ?? '', 'http://rahi.test');
    await api.post('/payments/verify', {
      authority: back.searchParams.get('Authority'),
      status: back.searchParams.get('Status'),
    });
  }
  const gateway = new Hono().route(
    '/',
    voucherRoutes({
      upstream: inProcessUpstream(api.app),
      renderer: { render: renderVoucherPdf, close: async () => {} },
    }),
  );
  const voucher = (query: string, address = '10.7.0.1') =>
    gateway.request('https://rahi.ir/api/voucher-pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ url: `https://rahi.ir/voucher?${query}` }),
    });
  return { reserveId, mobile, hotelName: hotel.name, voucher };
}

describe('POST /api/voucher-pdf with booking-api', () => {
  it('draws the voucher of a booking paid at the sandbox bank', async () => {
    const { reserveId, mobile, hotelName, voucher } = await bookAndMaybePay(true);
    const response = await voucher(`reserveId=${reserveId}&mobile=${mobile}&isFactor=1`);
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(toPersianDigits(reserveId));
    expect(text).toContain(hotelName);
    expect(text).toContain('مریم احمدی');
  });

  it('answers another mobile with "not found", and an unpaid booking with no voucher', async () => {
    const paid = await bookAndMaybePay(true);
    const wrong = await paid.voucher(`reserveId=${paid.reserveId}&mobile=09350000001`);
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { meta: { message: string } }).meta.message).toBe(
      BOOKING_MESSAGES.bookingNotFound,
    );
    const unpaid = await bookAndMaybePay(false);
    const refused = await unpaid.voucher(`reserveId=${unpaid.reserveId}&mobile=${unpaid.mobile}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { meta: { message: string } }).meta.message).toBe(
      VOUCHER_MESSAGES.notPaid,
    );
  });

  it("draws the owner's voucher after ten wrong mobiles for it from ten other addresses", async () => {
    const { reserveId, mobile, voucher } = await bookAndMaybePay(true);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await voucher(`reserveId=${reserveId}&mobile=0935000010${i}`, `10.2.0.${i}`);
      expect(wrong.status).toBe(404);
    }
    const owner = await voucher(`reserveId=${reserveId}&mobile=${mobile}`, '10.2.1.1');
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    const guess = await voucher(`reserveId=${reserveId}&mobile=09350000200`, '10.2.1.2');
    expect(guess.status).toBe(429);
  });
});
