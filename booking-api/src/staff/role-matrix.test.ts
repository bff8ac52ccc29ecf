// The role matrix: every /staff operation × every kind of caller → the status it is designed to answer. A caller
// is anonymous, a traveller (their token sent as a bearer and as a staff session), a member of each role, or a
// hotel manager of another hotel than the fixture's. Each case gets a fresh session, so an operation that signs
// out or changes something does not touch the next case. Adding an operation is one `op(…)` line; the last test
// fails while an app's /staff route has no line here.

import { todayInTehran } from '@rahi/shared-contracts';
import type { StaffRole } from '@rahi/shared-contracts/staff';
import { STAFF_ROLES } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import { bodyOf, buildAuthApp, logIn, type TestAuthApp } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { formSubmissions, hotels, roomTypes } from '../db/schema';
import { buildOpenApiDocument } from '../openapi/document';
import { openApiPath } from '../openapi/openapi-path';
import { buildBookingApp, flushBookingApps, loggedIn, openSeededDatabase } from '../testing/booking-fixture';
import { paidBooking } from '../testing/paid-booking';
import { openTicket } from '../tickets/store';
import { startStaffSession } from './sessions';
import { loadStaffSettings } from './settings';
import { callAsStaff, freshStaffEmail, makeStaff, type TestStaff } from './test-staff';

const CALLERS = ['anonymous', 'traveller', ...STAFF_ROLES, 'otherHotelManager'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

/** The records the operations act on; add what an operation needs in beforeAll. */
interface Fixture {
  /** The hotel the `hotel_manager` caller manages; `otherHotelManager` manages `otherHotelId`. */
  hotelId: number;
  otherHotelId: number;
  /** A room type of `hotelId`. */
  roomTypeId: number;
  /** A member the admin operations change. */
  target: TestStaff;
  /** The desk's records: two tickets (one for close, one left open), a paid booking of `hotelId`, an inbox item. */
  ticketId: number;
  openTicketId: number;
  reserveId: string;
  submissionId: number;
}

/**
 * `status` for the roles named, 403 for other staff, 401 for anonymous and traveller callers; `overrides` last.
 * A hotel manager of another hotel answers as a hotel manager unless overridden (404 for a hotel's record).
 */
function allow(status: number, roles: readonly StaffRole[], overrides: Partial<Expected> = {}): Expected {
  const staff = Object.fromEntries(STAFF_ROLES.map((role) => [role, roles.includes(role) ? status : 403]));
  const expected = { anonymous: 401, traveller: 401, ...staff } as Omit<Expected, 'otherHotelManager'>;
  return { ...expected, otherHotelManager: expected.hotel_manager, ...overrides };
}
const ANY_ROLE = STAFF_ROLES;
const DESK: StaffRole[] = ['support', 'admin'];
const MODERATORS: StaffRole[] = ['support', 'editor', 'admin'];

interface Operation {
  /** 'METHOD /path/:param' as the route is declared. */
  route: string;
  expected: Expected;
  path?: (fixture: Fixture) => string;
  body?: (fixture: Fixture) => unknown;
}
const op = (
  route: string,
  expected: Expected,
  more: Omit<Operation, 'route' | 'expected'> = {},
): Operation => ({
  route,
  expected,
  ...more,
});

const OPERATIONS: Operation[] = [
  op('GET /staff/me', allow(200, ANY_ROLE)),
  // Signed in, the check of the current password is reached (and fails: this is not it).
  op('POST /staff/me/password', allow(422, ANY_ROLE), {
    body: () => ({ currentPassword: 'not the password', newPassword: 'a long new password' }),
  }),
  op('DELETE /staff/sessions', allow(200, ANY_ROLE)),
  // Signing out answers 200 whoever asks: there is nothing to refuse.
  op('DELETE /staff/session', allow(200, ANY_ROLE, { anonymous: 200, traveller: 200 })),
  // Signing in is for anyone; a wrong password is 401 for everyone alike.
  op('POST /staff/session', allow(401, ANY_ROLE, { anonymous: 401, traveller: 401, admin: 401 }), {
    body: (f) => ({ email: f.target.email, password: 'not the password', totp: '000000' }),
  }),
  op('GET /staff/members', allow(200, ['admin'])),
  op('POST /staff/members', allow(201, ['admin']), {
    body: () => ({ email: freshStaffEmail(), roles: ['editor'] }),
  }),
  op('PATCH /staff/members/:id', allow(200, ['admin']), {
    path: (f) => `/staff/members/${f.target.id}`,
    body: () => ({ roles: ['editor'], reason: 'role matrix' }),
  }),
  op('POST /staff/members/:id/credentials', allow(200, ['admin']), {
    path: (f) => `/staff/members/${f.target.id}/credentials`,
  }),
  op('GET /staff/audit-log', allow(200, ['admin'])),
  // The desk (backoffice/). A change is sent with a body the route refuses (422) once past the guard, or one whose
  // answer does not change when repeated, so every caller meets the same record.
  op('GET /staff/tickets', allow(200, DESK)),
  op('GET /staff/tickets/:id', allow(200, DESK), { path: (f) => `/staff/tickets/${f.ticketId}` }),
  op('POST /staff/tickets/:id/messages', allow(422, DESK), {
    path: (f) => `/staff/tickets/${f.ticketId}/messages`,
    body: () => ({ message: '' }),
  }),
  op('POST /staff/tickets/:id/close', allow(200, DESK), {
    path: (f) => `/staff/tickets/${f.ticketId}/close`,
  }),
  op('POST /staff/tickets/:id/reopen', allow(409, DESK), {
    path: (f) => `/staff/tickets/${f.openTicketId}/reopen`,
  }),
  op('POST /staff/tickets/:id/assignment', allow(200, DESK), {
    path: (f) => `/staff/tickets/${f.ticketId}/assignment`,
    body: () => ({ staffId: null }),
  }),
  op('GET /staff/bookings', allow(200, [...DESK, 'hotel_manager'])),
  op('GET /staff/bookings/:reserveId', allow(200, [...DESK, 'hotel_manager'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/bookings/${f.reserveId}`,
  }),
  op('POST /staff/bookings/:reserveId/cancellation', allow(422, DESK), {
    path: (f) => `/staff/bookings/${f.reserveId}/cancellation`,
    body: () => ({ reason: '' }),
  }),
  op('POST /staff/bookings/:reserveId/wallet-refund', allow(422, DESK), {
    path: (f) => `/staff/bookings/${f.reserveId}/wallet-refund`,
    body: () => ({ amount: 0, reason: 'ماتریس نقش‌ها' }),
  }),
  op('POST /staff/bookings/:reserveId/voucher-sms', allow(422, DESK), {
    path: (f) => `/staff/bookings/${f.reserveId}/voucher-sms`,
    body: () => ({}),
  }),
  op('GET /staff/hotel-confirmations', allow(200, ['hotel_manager', 'admin'])),
  // The booking is confirmed already: its hotel's side hears 409, a manager of another hotel 404.
  op(
    'POST /staff/bookings/:reserveId/hotel-decision',
    allow(409, ['hotel_manager', 'admin'], { otherHotelManager: 404 }),
    {
      path: (f) => `/staff/bookings/${f.reserveId}/hotel-decision`,
      body: () => ({ decision: 'confirm' }),
    },
  ),
  op('GET /staff/reviews', allow(200, MODERATORS)),
  op('POST /staff/reviews/:id/decision', allow(422, MODERATORS), {
    path: () => '/staff/reviews/1/decision',
    body: () => ({ decision: 'maybe' }),
  }),
  op('GET /staff/inbox', allow(200, MODERATORS)),
  op('GET /staff/inbox/:kind/:id', allow(200, MODERATORS), {
    path: (f) => `/staff/inbox/contact/${f.submissionId}`,
  }),
  op('POST /staff/inbox/:kind/:id/state', allow(200, MODERATORS), {
    path: (f) => `/staff/inbox/contact/${f.submissionId}/state`,
    body: () => ({ state: 'read' }),
  }),
  op('GET /staff/discount-codes', allow(200, ['admin'])),
  // A body with both a percent and an amount is refused by the admin only: the others never reach the check.
  op('POST /staff/discount-codes', allow(422, ['admin']), {
    body: () => ({ code: 'MATRIX', percent: 10, amount: 1000 }),
  }),
  op('PATCH /staff/discount-codes/:code', allow(200, ['admin']), {
    path: () => '/staff/discount-codes/RAHI10',
    body: () => ({ disabled: false }),
  }),
  op('GET /staff/discount-codes/:code/uses', allow(200, ['admin']), {
    path: () => '/staff/discount-codes/RAHI10/uses',
  }),
  // Rates and availability: a hotel manager of another hotel meets the hotel as missing.
  op('GET /staff/hotels', allow(200, ['hotel_manager', 'admin'])),
  op(
    'GET /staff/hotels/:id/room-types/:roomTypeId/nights',
    allow(200, ['hotel_manager', 'admin'], { otherHotelManager: 404 }),
    {
      path: (f) =>
        `/staff/hotels/${f.hotelId}/room-types/${f.roomTypeId}/nights?from=${todayInTehran()}&to=${todayInTehran()}`,
    },
  ),
  op(
    'PUT /staff/hotels/:id/room-types/:roomTypeId/nights',
    allow(422, ['hotel_manager', 'admin'], { otherHotelManager: 404 }),
    {
      path: (f) => `/staff/hotels/${f.hotelId}/room-types/${f.roomTypeId}/nights`,
      body: () => ({ from: 'today' }),
    },
  ),
  op('GET /staff/reports/sales', allow(200, ['hotel_manager', 'admin'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/reports/sales?from=${todayInTehran()}&to=${todayInTehran()}&hotelId=${f.hotelId}`,
  }),
  op('GET /staff/hotels/:id', allow(200, ['hotel_manager', 'admin'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/hotels/${f.hotelId}`,
  }),
  op('PATCH /staff/hotels/:id', allow(422, ['hotel_manager', 'admin'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/hotels/${f.hotelId}`,
    body: () => ({ checkInTime: 'noon' }),
  }),
  op(
    'POST /staff/hotels/:id/nights-import',
    allow(422, ['hotel_manager', 'admin'], { otherHotelManager: 404 }),
    {
      path: (f) => `/staff/hotels/${f.hotelId}/nights-import`,
      body: () => ({ csv: '' }),
    },
  ),
  op('GET /staff/hotels/:id/photos', allow(200, ['hotel_manager', 'admin'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/hotels/${f.hotelId}/photos`,
  }),
  op('POST /staff/hotels/:id/photos', allow(422, ['hotel_manager', 'admin'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/hotels/${f.hotelId}/photos`,
    body: () => ({ category: 'rooms', alt: 'اتاق', data: Buffer.from('not a photo').toString('base64') }),
  }),
  op('PUT /staff/hotels/:id/photos', allow(422, ['hotel_manager', 'admin'], { otherHotelManager: 404 }), {
    path: (f) => `/staff/hotels/${f.hotelId}/photos`,
    body: () => ({ urls: [] }),
  }),
  // Travel tips (editors, admins).
  op('GET /staff/articles', allow(200, ['editor', 'admin'])),
  op('GET /staff/articles/:slug', allow(404, ['editor', 'admin']), {
    path: () => '/staff/articles/no-such-article',
  }),
  op('PUT /staff/articles/:slug', allow(422, ['editor', 'admin']), {
    path: () => '/staff/articles/no-such-article',
    body: () => ({}),
  }),
  op('POST /staff/markdown-preview', allow(200, ['editor', 'admin']), {
    body: () => ({ markdown: '**ماتریس**' }),
  }),
  op('GET /staff/pages', allow(200, ['editor', 'admin'])),
  op('GET /staff/pages/:path{.+}', allow(404, ['editor', 'admin']), {
    path: () => '/staff/pages/no/such/page',
  }),
  op('PUT /staff/pages/:path{.+}', allow(422, ['editor', 'admin']), {
    path: () => '/staff/pages/no/such/page',
    body: () => ({}),
  }),
  op('GET /staff/header-footer', allow(200, ['editor', 'admin'])),
  op('PUT /staff/header-footer', allow(422, ['editor', 'admin']), { body: () => ({}) }),
  op('GET /staff/questionnaire-answers/:id', allow(404, MODERATORS), {
    path: () => '/staff/questionnaire-answers/999999',
  }),
];

let handle: DatabaseHandle;
let test: TestAuthApp;
let fixture: Fixture;
const members = {} as Record<StaffRole | 'otherHotelManager', TestStaff>;
let travellerToken: string;
const settings = loadStaffSettings({});

beforeAll(async () => {
  // Days enough for the desk's paid booking (STAY: 3 days ahead, 2 nights).
  handle = await openSeededDatabase({ hotels: 2, days: 8 });
  test = buildAuthApp(handle);
  const [first, second] = await handle.db.select({ id: hotels.id }).from(hotels).orderBy(hotels.id);
  if (!first || !second) throw new Error('the seed made fewer than two hotels');
  for (const role of STAFF_ROLES)
    members[role] = await makeStaff(
      handle.db,
      test,
      [role],
      role === 'hotel_manager' ? { hotelIds: [first.id] } : {},
    );
  members.otherHotelManager = await makeStaff(handle.db, test, ['hotel_manager'], { hotelIds: [second.id] });
  travellerToken = await logIn(test);
  const api = buildBookingApp(handle);
  const traveller = await loggedIn(handle, api.clock());
  const ticket = {
    userId: traveller.user.id,
    subject: 'ماتریس',
    department: 'other' as const,
    reserveId: null,
  };
  const [submission] = await handle.db
    .insert(formSubmissions)
    .values({ kind: 'contact', mobile: traveller.mobile, data: { message: 'سلام' } })
    .returning();
  fixture = {
    hotelId: first.id,
    otherHotelId: second.id,
    roomTypeId:
      (await handle.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, first.id)))[0]
        ?.id ?? 0,
    target: await makeStaff(handle.db, test, ['editor']),
    ticketId: await openTicket(handle.db, ticket, 'پیام آزمایشی', api.clock()),
    openTicketId: await openTicket(handle.db, ticket, 'پیام آزمایشی', api.clock()),
    reserveId: (await paidBooking(handle, api, traveller)).reserveId,
    submissionId: submission?.id ?? 0,
  };
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

/** The headers of the caller: a fresh staff session, a traveller's token in both places, or nothing. */
async function headersOf(caller: Caller): Promise<{ token?: string; headers: Record<string, string> }> {
  if (caller === 'anonymous') return { headers: {} };
  if (caller === 'traveller')
    return { token: travellerToken, headers: { authorization: `Bearer ${travellerToken}` } };
  return {
    token: await startStaffSession(handle.db, members[caller].id, test.clock(), settings),
    headers: {},
  };
}

describe.each(OPERATIONS)('$route', ({ route, expected, path, body }) => {
  it.each(CALLERS)('answers %s as designed', async (caller) => {
    const [method = '', declared = ''] = route.split(' ');
    const { token, headers } = await headersOf(caller);
    const response = await callAsStaff(
      test,
      token,
      method,
      path?.(fixture) ?? declared,
      body?.(fixture),
      headers,
    );
    const answer = await bodyOf(response);
    expect({ caller, status: response.status }).toEqual({ caller, status: expected[caller] });
    if (response.status >= 400) expect(answer.meta.errors[0]).toMatch(/[\u0600-\u06ff]/);
  });
});

it('has a line for every /staff route of the app', () => {
  const declared = test.app.routes
    .filter((route) => route.path.startsWith('/staff/') && route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  expect([...new Set(declared)].sort()).toEqual(OPERATIONS.map((operation) => operation.route).sort());
});

it('documents every /staff route of the app in the OpenAPI document', async () => {
  const { paths } = await buildOpenApiDocument(test.app);
  const undocumented = OPERATIONS.map((operation) => operation.route).filter((route) => {
    const [method = '', path = ''] = route.split(' ');
    return !paths[openApiPath(path)]?.[method.toLowerCase()];
  });
  expect(undocumented).toEqual([]);
});
