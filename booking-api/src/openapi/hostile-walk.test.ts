// A generated walk of every operation in booking-api's OpenAPI document: path, query and body
// values at and past their limits, and hostile ones (ids ≥ 2^31, 9999-12-31, 1e9, deep nesting, wrong types).
// Whatever comes in, the answer is never a 5xx, and every refusal is the contract's envelope. HOSTILE_WALK_RUNS
// sets the calls per operation (40 by default; the reliability suite, reliability/, walks more).
import fc from 'fast-check';
import type { DatabaseHandle } from '../db/client';
import {
  buildBookingApp,
  draftBody,
  flushBookingApps,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
} from '../testing/booking-fixture';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

interface Parameter {
  name: string;
  in: 'path' | 'query';
}
type Operations = Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;

/** Stands for a body nested 5,000 deep (fast-check cannot print such a value, so it is written out late). */
const DEEP = Symbol('deep');
const DEEP_TEXT = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Values at and past every limit, as text (paths and queries). */
const hostileText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1',
      '2147483647',
      '2147483648',
      '4294967296',
      '99999999999999999999',
      '1e9',
      '1e308',
      'NaN',
      '9999-12-31',
      '0000-00-00',
      '2026-02-30',
      '1970-01-01',
      '00000000-0000-0000-0000-000000000000',
      '',
      ' ',
      'null',
      '%00',
      "'; select 1; --",
      '۱۲۳',
      'x'.repeat(5000),
    ),
  },
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);

/** Bodies: JSON of every shape, hostile numbers and dates in plausible fields, deep nesting. */
const hostileValue = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53, 1e9, -1, 0, 1.5, '9999-12-31', '', null, true, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'reservationId',
      'reservationData',
      'hotelId',
      'checkin',
      'nights',
      'rooms',
      'mobile',
      'code',
      'booker',
      'guests',
      'page',
      'authority',
      'status',
      'message',
      'subject',
    ),
    hostileValue,
  ),
  fc.constant(DEEP),
  fc.jsonValue({ maxDepth: 4 }),
);

function isEnvelope(body: unknown): boolean {
  const meta = (body as { meta?: { status?: unknown; errors?: unknown } } | null)?.meta;
  return typeof meta?.status === 'boolean' && Array.isArray(meta.errors);
}

/** Whether every message of a refusal has Persian in it (zod's English never reaches a traveller). */
function isPersian(body: unknown): boolean {
  const meta = (body as { meta: { message?: unknown; errors: unknown[] } }).meta;
  return [meta.message, ...meta.errors].every(
    (text) => typeof text === 'string' && /[\u0600-\u06FF]/.test(text),
  );
}

describe("every endpoint of booking-api's OpenAPI document, given hostile input", () => {
  it('never answers 5xx, and answers every refusal with the envelope, in Persian', async () => {
    const api = buildBookingApp(handle);
    const { auth } = await loggedIn(handle, api.clock());
    const document = (await (await api.app.request('/openapi.json')).json()) as { paths: Operations };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const numRuns = Number(process.env.HOSTILE_WALK_RUNS ?? 40);
    console.log(`walked ${operations.length} operations, ${numRuns} calls each`);

    for (const { path, method, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const queryNames = parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...pathNames.map(() => hostileText)),
          fc.dictionary(fc.constantFrom(...queryNames, 'extra'), hostileText, { maxKeys: 4 }),
          hostileBody,
          fc.boolean(),
          async (pathValues, query, body, withLogin) => {
            let url = path;
            pathNames.forEach((name, index) => {
              url = url.replace(`{${name}}`, encodeURIComponent(pathValues[index] ?? ''));
            });
            const search = new URLSearchParams(query).toString();
            const headers = withLogin ? auth : {};
            const target = `${url}${search ? `?${search}` : ''}`;
            // Each operation with its own method (PUT too), and the deep body really sent as text.
            const hasBody = method !== 'GET' && method !== 'DELETE';
            const response = await api.app.request(target, {
              method,
              headers: {
                ...headers,
                'x-forwarded-for': '10.7.0.1',
                'x-rahi-session': api.session,
                ...(hasBody && { 'content-type': 'application/json' }),
              },
              ...(hasBody && { body: body === DEEP ? DEEP_TEXT : JSON.stringify(body) }),
            });
            const text = await response.text();
            const label = `${method} ${target.slice(0, 120)} → ${response.status} ${text.slice(0, 160)}`;
            if (response.status >= 500) throw new Error(label);
            const json = (response.headers.get('content-type') ?? '').includes('json');
            if (response.status >= 400 && !(json && isEnvelope(JSON.parse(text)))) throw new Error(label);
            // Support's and the development routes' refusals are read by staff, not travellers.
            const staff = /^\/(support|dev)\//.test(path);
            if (response.status >= 400 && !staff && !isPersian(JSON.parse(text)))
              throw new Error(`not Persian: ${label}`);
          },
        ),
        { numRuns, seed: 13 },
      );
    }
  }, 600_000);
});

describe('the out-of-range inputs the probe found (each was a 500)', () => {
  it.each([
    ['/hotels/2147483648', 404],
    ['/cities/2147483648', 404],
    ['/hotels/2147483648/rooms?nights=1', 404],
    ['/cities/1/hotels?checkin=9999-12-31&nights=1', 422],
    ['/hotels/1/rooms?checkin=9999-12-31&nights=1', 422],
  ])('GET %s answers %i with the envelope', async (path, status) => {
    const response = await buildBookingApp(handle).get(path);
    expect(response.status).toBe(status);
    expect(isEnvelope(await response.json())).toBe(true);
  });

  it.each([
    ['nights=1e9', { nights: 1e9 }],
    ['hotelId=2^31', { hotelId: 2 ** 31 }],
    ['checkin=9999-12-31', { checkin: '9999-12-31' }],
  ])('a draft with %s answers 422 with the envelope', async (_, change) => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const body = draftBody(hotel, [{ id: type.id }]);
    const response = await api.post('/reservation-drafts', {
      ...body,
      reservationData: { ...body.reservationData, ...change },
    });
    expect(response.status).toBe(422);
    expect(isEnvelope(await response.json())).toBe(true);
  });
});
