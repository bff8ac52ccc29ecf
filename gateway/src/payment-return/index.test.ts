import { Hono } from 'hono';
import type { Upstream, UpstreamRequest } from '../upstream';
import { paymentReturnRoutes } from '.';

const seen: UpstreamRequest[] = [];
let answer: { status: number; body: string } | Error = { status: 200, body: '' };
const upstream: Upstream = {
  fetch: async (request) => {
    seen.push(request);
    if (answer instanceof Error) throw answer;
    return { ...answer, headers: { 'content-type': 'application/json' } };
  },
};
/** The gateway's own order: this route first, the page (index.html, the browser's verify) after it. */
const app = new Hono()
  .route('/', paymentReturnRoutes({ upstream }))
  .get('/payment-status', (c) => c.text('the page'));

const verified = (status: string, paymentStatus: string, reason: string | null = null) => ({
  status: 200,
  body: JSON.stringify({
    meta: { status: true },
    data: { reserveId: '48213657', status, paymentStatus, reason },
  }),
});

beforeEach(() => {
  seen.length = 0;
});

describe('GET /payment-status (the bank sends the traveller back)', () => {
  it('verifies the payment and sends a confirmed booking to its success page', async () => {
    answer = verified('confirmed', 'verified');
    const response = await app.request('/payment-status?Authority=A0000012345&Status=OK');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/payment-success?reserveId=48213657');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/payments/verify',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ authority: 'A0000012345', status: 'OK' }),
      },
    ]);
  });

  it('sends a paid booking awaiting the hotel to the success page, a cancelled payment to the failure page', async () => {
    answer = verified('awaiting_hotel', 'verified');
    expect((await app.request('/payment-status?Authority=A1&Status=OK')).headers.get('location')).toBe(
      '/payment-success?reserveId=48213657',
    );
    answer = verified('pending_payment', 'cancelled', 'پرداخت لغو شد');
    expect((await app.request('/payment-status?Authority=A1&Status=NOK')).headers.get('location')).toBe(
      '/payment-failure?reserveId=48213657',
    );
  });

  it('leaves a refusal, an unreachable booking-api and an unexpected answer to the page, which says why', async () => {
    for (const next of [
      { status: 404, body: JSON.stringify({ meta: { status: false }, data: null }) },
      new Error('down'),
      { status: 200, body: '{"data":{"reserveId":"../x","status":"confirmed"}}' },
      { status: 200, body: 'not json' },
    ]) {
      answer = next;
      const response = await app.request('/payment-status?Authority=A1&Status=OK');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('the page');
    }
  });

  it('asks booking-api nothing for an address without an Authority', async () => {
    expect(await (await app.request('/payment-status')).text()).toBe('the page');
    expect(await (await app.request(`/payment-status?Authority=${'x'.repeat(65)}`)).text()).toBe('the page');
    expect(seen).toEqual([]);
  });
});
