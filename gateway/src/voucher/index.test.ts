import { BOOKING_MESSAGES, VOUCHER_MESSAGES } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import type { Upstream, UpstreamRequest } from '../upstream';
import { voucherRoutes } from '.';
import { pdfText } from './pdf-text';
import { renderVoucherPdf } from './render/render-voucher';
import { hotelDetails, paidBooking } from './test-fixtures';

const MOBILE = paidBooking.booker.mobile;

/** booking-api as the voucher sees it: one booking, found only with its own mobile. */
function fakeBookingApi(booking = paidBooking) {
  const calls: UpstreamRequest[] = [];
  const json = (status: number, data: unknown) => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ meta: { status: status === 200, message: '', errors: [] }, data }),
  });
  const upstream: Upstream = {
    async fetch(request) {
      calls.push(request);
      if (request.path === `/bookings/${booking.reserveId}?mobile=${MOBILE}`) return json(200, booking);
      if (request.path === `/hotels/${booking.hotel.id}`) return json(200, hotelDetails);
      return json(404, null);
    },
  };
  return { upstream, calls };
}

const renderer = { render: renderVoucherPdf, close: async () => {} };
const appWith = (upstream: Upstream) => new Hono().route('/', voucherRoutes({ upstream, renderer }));
const post = (app: Hono, body: unknown) =>
  app.request('https://rahi.ir/api/voucher-pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const envelope = async (response: Response) =>
  (await response.json()) as { meta: { status: boolean; message: string } };
const voucherUrl = (query: string) => `https://rahi.ir/voucher?${query}`;

describe('POST /api/voucher-pdf', () => {
  it('answers the invoice PDF of a paid booking checked against booking-api', async () => {
    const { upstream, calls } = fakeBookingApi();
    const response = await post(appWith(upstream), {
      url: voucherUrl(`reserveId=${paidBooking.reserveId}&mobile=${MOBILE}&isFactor=1`),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('voucher-factor-48213657.pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('۴۸۲۱۳۶۵۷');
    expect(text).toContain('هتل پارسیان آزادی');
    expect(text).toContain('کد پیگیری بانک');
    expect(calls.map((call) => call.path)).toEqual([`/bookings/48213657?mobile=${MOBILE}`, '/hotels/3']);
  });

  it("tells booking-api the client's address, which limits wrong pairs per address", async () => {
    const { upstream, calls } = fakeBookingApi();
    await appWith(upstream).request('https://rahi.ir/api/voucher-pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ url: voucherUrl(`reserveId=11112222&mobile=${MOBILE}`) }),
    });
    expect(calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('answers a wrong mobile with the same Persian "not found" as a missing booking', async () => {
    const app = appWith(fakeBookingApi().upstream);
    for (const query of ['reserveId=48213657&mobile=09351112233', `reserveId=11112222&mobile=${MOBILE}`]) {
      const response = await post(app, { url: voucherUrl(query) });
      expect(response.status).toBe(404);
      expect((await envelope(response)).meta.message).toBe(BOOKING_MESSAGES.bookingNotFound);
    }
  });

  it('gives an unpaid booking no voucher, saying so in Persian', async () => {
    const unpaid = { ...paidBooking, status: 'pending_payment' as const, payment: null };
    const response = await post(appWith(fakeBookingApi(unpaid).upstream), {
      url: voucherUrl(`reserveId=48213657&mobile=${MOBILE}`),
    });
    expect(response.status).toBe(409);
    expect((await envelope(response)).meta.message).toBe(VOUCHER_MESSAGES.notPaid);
  });

  it('answers 502 in Persian when booking-api cannot be reached', async () => {
    const down: Upstream = { fetch: async () => Promise.reject(new Error('ECONNREFUSED')) };
    const response = await post(appWith(down), { url: voucherUrl(`reserveId=48213657&mobile=${MOBILE}`) });
    expect(response.status).toBe(502);
    expect((await envelope(response)).meta.status).toBe(false);
  });
});

describe('GET /api/voucher-calendar', () => {
  it('answers the stay as an .ics file for the right pair', async () => {
    const app = appWith(fakeBookingApi().upstream);
    const response = await app.request(
      `https://rahi.ir/api/voucher-calendar?reserveId=48213657&mobile=${MOBILE}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('rahi-48213657.ics');
    const text = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART:20261224T103000Z');
    expect(text).toContain('SUMMARY:اقامت در هتل پارسیان آزادی');
  });

  it('answers a wrong pair 404 and a malformed query 400', async () => {
    const app = appWith(fakeBookingApi().upstream);
    expect(
      (await app.request('https://rahi.ir/api/voucher-calendar?reserveId=48213657&mobile=09351112233'))
        .status,
    ).toBe(404);
    expect((await app.request('https://rahi.ir/api/voucher-calendar?reserveId=48213657')).status).toBe(400);
  });
});

describe('POST /api/voucher-pdf refuses any address but our /voucher page, fetching nothing', () => {
  const q = `reserveId=48213657&mobile=${MOBILE}`;
  const hostile: [string, unknown][] = [
    ['another host', `https://evil.example/voucher?${q}`],
    ['a look-alike host', `https://rahi.ir.evil.example/voucher?${q}`],
    ['our host as user info', `https://rahi.ir@evil.example/voucher?${q}`],
    ['user info on our host', `https://user:pass@rahi.ir/voucher?${q}`],
    ['another port', `https://rahi.ir:8443/voucher?${q}`],
    ['plain http for https', `http://rahi.ir/voucher?${q}`],
    ['loopback', `http://127.0.0.1/voucher?${q}`],
    ['loopback by name', `http://localhost:8080/voucher?${q}`],
    ['loopback in decimal', `http://2130706433/voucher?${q}`],
    ['loopback in hex', `http://0x7f000001/voucher?${q}`],
    ['loopback in octal', `http://0177.0.0.1/voucher?${q}`],
    ['IPv6 loopback', `http://[::1]/voucher?${q}`],
    ['IPv4-mapped IPv6', `http://[::ffff:127.0.0.1]/voucher?${q}`],
    ['a private address', `http://10.0.0.5/voucher?${q}`],
    ['a private 192.168 address', `http://192.168.1.1/voucher?${q}`],
    ['cloud metadata', `http://169.254.169.254/latest/meta-data?${q}`],
    ['the unspecified address', `http://0.0.0.0/voucher?${q}`],
    ['file:', `file:///etc/passwd?${q}`],
    ['gopher:', `gopher://rahi.ir/voucher?${q}`],
    ['javascript:', `javascript:fetch('/voucher?${q}')`],
    ['data:', `data:text/html,<script>location='/voucher?${q}'</script>`],
    ['a protocol-relative address', `//evil.example/voucher?${q}`],
    ['another path', `https://rahi.ir/profile?${q}`],
    ['a path below /voucher', `https://rahi.ir/voucher/../handle-api?${q}`],
    ['an encoded slash', `https://rahi.ir/voucher%2F..%2Fhandle-api?${q}`],
    ['an encoded path', `https://rahi.ir/%76oucher?${q}`],
    ['a backslash', `https://rahi.ir\\@evil.example/voucher?${q}`],
    ['a tab inside the host', `https://rahi.ir\t.evil.example/voucher?${q}`],
    ['a full-width dot', `https://rahi\uff0eir/voucher?${q}`],
    ['a fragment', `https://rahi.ir/voucher?${q}#x`],
    ['an upper-case scheme trick', `HTTPS://evil.example/voucher?${q}`],
    ['an extra parameter', `https://rahi.ir/voucher?${q}&next=https://evil.example`],
    ['a repeated reserve id', `https://rahi.ir/voucher?${q}&reserveId=11112222`],
    ['a path in the reserve id', `https://rahi.ir/voucher?reserveId=..%2F..%2Fadmin&mobile=${MOBILE}`],
    ['a very long address', `https://rahi.ir/voucher?${q}&${'a'.repeat(600)}`],
    ['no url', {}],
    ['a url that is not text', { url: ['https://rahi.ir/voucher'] }],
    ['a body that is not JSON', 'url=https://rahi.ir/voucher'],
  ];

  it('has at least 30 hostile addresses', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)('refuses %s with 400', async (_, url) => {
    const { upstream, calls } = fakeBookingApi();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const body =
        typeof url === 'string' && url.startsWith('url=')
          ? url
          : url && typeof url === 'object'
            ? url
            : { url };
      const response = await post(appWith(upstream), body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        meta: {
          status: false,
          message: VOUCHER_MESSAGES.invalidVoucherUrl,
          errors: [VOUCHER_MESSAGES.invalidVoucherUrl],
        },
        data: null,
      });
      expect(calls).toEqual([]);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
