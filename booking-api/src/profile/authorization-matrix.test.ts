// The authorisation matrix of the profile area: two travellers × every profile endpoint × read and
// write. Without a token every endpoint answers 401; with the other traveller's record every one answers 404
// (never 403), and the owner's record is unchanged afterwards. Bookings and their cancellation need a seeded
// database: their cross access is in cancellation/index.test.ts, and a ticket about another's booking in
// tickets/about-booking.test.ts.
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase, type TestAuthApp } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
let test: TestAuthApp;
let owner: string;
let intruder: string;
const ids = { passenger: 0, ticket: 0 };

const passenger = { firstName: 'علی', lastName: 'رضایی', nationalCode: '0084575948' };
const ticket = { subject: 'سوال درباره رزرو', department: 'other', message: 'متن پیام' };

beforeAll(async () => {
  handle = await openTestDatabase();
  test = buildAuthApp(handle);
  owner = await logIn(test);
  intruder = await logIn(test);
  ids.passenger = (await bodyOf(await callAs(test, owner, 'POST', '/passengers', passenger))).data.id;
  ids.ticket = (await bodyOf(await callAs(test, owner, 'POST', '/tickets', ticket))).data.id;
}, 60_000);
afterAll(() => handle.close());

type Call = [kind: 'read' | 'write', method: string, path: Path, body?: unknown];

/** A path read when the test runs (the ids exist by then) and named in the test's title. */
interface Path {
  (): string;
  toString(): string;
}
const at = (build: () => string): Path =>
  Object.assign(build, { toString: () => build().replace(/\d+/g, ':id') });

/** Every endpoint that acts on one record of a traveller. */
const recordCalls: Call[] = [
  ['read', 'GET', at(() => `/passengers/${ids.passenger}`)],
  ['write', 'PUT', at(() => `/passengers/${ids.passenger}`), { ...passenger, lastName: 'دزد' }],
  ['write', 'DELETE', at(() => `/passengers/${ids.passenger}`)],
  ['read', 'GET', at(() => `/tickets/${ids.ticket}`)],
  ['write', 'POST', at(() => `/tickets/${ids.ticket}/messages`), { message: 'پیام غریبه' }],
  ['write', 'POST', at(() => `/tickets/${ids.ticket}/close`)],
];

/** Every endpoint of the traveller's own lists and profile. */
const ownCalls: Call[] = [
  ['read', 'GET', at(() => '/profile')],
  ['write', 'PUT', at(() => '/profile'), { firstname: 'مریم', lastname: 'احمدی' }],
  [
    'write',
    'PUT',
    at(() => '/profile/password'),
    { password: 'long-enough', password_confirmation: 'long-enough' },
  ],
  ['read', 'GET', at(() => '/passengers')],
  ['write', 'POST', at(() => '/passengers'), passenger],
  ['read', 'GET', at(() => '/tickets')],
  ['write', 'POST', at(() => '/tickets'), ticket],
  ['read', 'GET', at(() => '/profile/bookings')],
  ['read', 'GET', at(() => '/wallet/transactions')],
];

describe('without a login', () => {
  it.each([...recordCalls, ...ownCalls])('%s: %s %s answers 401', async (...call: Call) => {
    const [, method, path, body] = call;
    expect((await callAs(test, undefined, method, path(), body)).status).toBe(401);
    expect((await callAs(test, 'revoked-or-made-up', method, path(), body)).status).toBe(401);
  });
});

describe("another traveller's record", () => {
  it.each(recordCalls)('%s: %s %s answers 404', async (...call: Call) => {
    const [, method, path, body] = call;
    const response = await callAs(test, intruder, method, path(), body);
    expect(response.status).toBe(404);
    expect((await bodyOf(response)).meta.status).toBe(false);
  });

  it('is still the owner’s, unchanged, after every attempt', async () => {
    const saved = (await bodyOf(await callAs(test, owner, 'GET', `/passengers/${ids.passenger}`))).data;
    expect(saved.lastName).toBe('رضایی');
    const thread = (await bodyOf(await callAs(test, owner, 'GET', `/tickets/${ids.ticket}`))).data;
    expect(thread.status).toBe('open');
    expect(thread.messages).toHaveLength(1);
  });

  it("never appears in the other traveller's lists", async () => {
    const passengers = (await bodyOf(await callAs(test, intruder, 'GET', '/passengers'))).data;
    expect(passengers.map((item: { id: number }) => item.id)).not.toContain(ids.passenger);
    const tickets = (await bodyOf(await callAs(test, intruder, 'GET', '/tickets'))).data.items;
    expect(tickets.map((item: { id: number }) => item.id)).not.toContain(ids.ticket);
  });
});
