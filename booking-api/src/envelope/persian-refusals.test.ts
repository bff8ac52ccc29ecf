// Every refusal of a wrong-typed body or query is Persian: zod's English ("Invalid input: expected object,
// received null") never reaches a traveller, whichever parse path the route takes.
import type { DatabaseHandle } from '../db/client';
import { buildBookingApp, flushBookingApps, loggedIn, openSeededDatabase } from '../testing/booking-fixture';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const PERSIAN = /[\u0600-\u06FF]/;

const bodies: [string, string, unknown][] = [
  ['POST', '/bookings', { reservationId: 'x', booker: null, guests: 'x' }],
  ['POST', '/bookings', { reservationId: 7, booker: { mobile: [] }, guests: [{ roomIndex: 'a' }] }],
  ['POST', '/login', { mobile: 5, password: [] }],
  ['POST', '/login-register', { mobile: null }],
  ['POST', '/otp', { mobile: {}, code: 1 }],
  ['POST', '/password/reset', { mobile: true, token: null, password: 3 }],
  ['POST', '/reservation-drafts', { reservationId: 5, reservationData: null }],
  ['POST', '/discount-codes/check', { code: 5, reservationId: null }],
  ['POST', '/bookings/12345678/payments', { mobile: [] }],
  ['POST', '/payments/verify', { authority: 5, status: null }],
  ['POST', '/contact-messages', { name: 1, mobile: null, message: {} }],
  ['POST', '/reviews', { reserveId: null, scores: 'x' }],
  ['POST', '/passengers', { firstName: 5, lastName: null, nationalCode: [] }],
  ['PUT', '/profile', { firstName: [], email: 5 }],
  ['POST', '/tickets', { subject: null, department: 5, message: [] }],
  ['POST', '/bookings/12345678/cancellation', { reason: 5 }],
  ['POST', '/wallet/withdrawals', { amount: '5', sheba: 26, bank: 'x' }],
  ['POST', '/wallet/withdrawals', { amount: null }],
];

const queries = ['/cities/1/hotels?page=abc', '/wallet/transactions?page=-1', '/hotels/1/reviews?page=x'];

describe('refusals of wrong-typed input', () => {
  it('are 4xx envelopes whose every message is Persian, for bodies and queries alike', async () => {
    const api = buildBookingApp(handle);
    const { auth } = await loggedIn(handle, api.clock());
    const answers = [
      ...bodies.map(([method, path, body]) => ({
        what: `${method} ${path}`,
        response: api.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.3.0.1', ...auth },
          body: JSON.stringify(body),
        }),
      })),
      ...queries.map((path) => ({ what: `GET ${path}`, response: api.get(path, auth) })),
    ];
    const english: string[] = [];
    for (const { what, response } of answers) {
      const answer = await response;
      const json = await answer.json();
      expect([what, answer.status >= 400 && answer.status < 500]).toEqual([what, true]);
      expect(json.meta.status).toBe(false);
      for (const message of [json.meta.message, ...json.meta.errors])
        if (!PERSIAN.test(message) || /invalid|expected|received/i.test(message))
          english.push(`${what}: ${message}`);
    }
    expect(english).toEqual([]);
  });
});
