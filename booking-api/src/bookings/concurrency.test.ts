// Done means: 20 bookings at once for a room type with 3 free rooms. Exactly 3 get it, the other 17
// are told, with the room's name, that it is full, and no night is left with a free room or below zero. One
// account's code limited per traveller is given once however many bookings ask for it at once. A booking whose
// rooms stay locked longer than it may wait is answered 503 busy and takes nothing. Runs on PGlite and, in CI
// (tooling/scripts/test-booking-api-on-postgres.sh), on PostgreSQL.
import { BOOKING_MESSAGES, MESSAGES } from '@rahi/shared-contracts';
import type { DatabaseHandle } from '../db/client';
import {
  buildBookingApp,
  freeRooms,
  freshMobile,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { BOOKING_LOCK_WAIT_MS } from './create-booking';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

describe('twenty travellers booking the last three rooms at once', () => {
  it('lets exactly three succeed; the others get 409 naming the room, and no room stays free', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 3);
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () => saveDraft(api, hotel, [{ id: type.id }])),
    );

    const responses = await Promise.all(
      drafts.map((reservationId) =>
        api.post('/bookings', { reservationId, booker: { mobile: freshMobile() }, guests: guestsFor(1) }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    const bodies = await Promise.all(responses.map((response) => response.json()));

    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const body of bodies.filter((item) => !item.meta.status))
      expect(body.meta.errors).toEqual([`${MESSAGES.roomFull} (${type.name})`]);
    expect(await freeRooms(handle, type.id)).toEqual([0, 0]);
  });
});

describe('one account using a code limited to once per traveller in three bookings at once', () => {
  it('gives it to exactly one; the others are told it was used, whatever booker mobile each names', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    // Each its own room type, so the rooms' locks do not line the bookings up: the account's lock must.
    const drafts = await Promise.all(
      [0, 1, 2].map(async (typeIndex) => {
        const { hotel, type } = await roomWithFreeRooms(handle, 10, typeIndex);
        return saveDraft(api, hotel, [{ id: type.id }]);
      }),
    );

    const responses = await Promise.all(
      drafts.map((reservationId) =>
        api.post(
          '/bookings',
          { reservationId, booker: { mobile: freshMobile() }, guests: guestsFor(1), discountCode: 'RAHI10' },
          traveller.auth,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const response of responses.filter((item) => item.status === 422))
      expect((await response.json()).meta.errors).toEqual([BOOKING_MESSAGES.codeUsed]);
  });
});

describe('a booking whose rooms another call keeps locked', () => {
  // PGlite runs one transaction at a time, so nothing there can hold a row lock while the booking waits: only
  // PostgreSQL (TEST_DATABASE_URL, as CI runs these tests) can make the wait this test is about.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

  onPostgres(
    'is answered 503 busy with Retry-After once its lock wait is over, and takes no room',
    async () => {
      const api = buildBookingApp(handle);
      const { hotel, type } = await roomWithFreeRooms(handle, 2, 1);
      const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
      const book = () =>
        api.post('/bookings', { reservationId, booker: { mobile: freshMobile() }, guests: guestsFor(1) });
      if (!handle.pool) throw new Error('no PostgreSQL pool');
      const holder = await handle.pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from room_nights where room_type_id = $1 for update', [type.id]);
        const started = Date.now();
        const response = await book();
        const waited = Date.now() - started;
        expect(response.status).toBe(503);
        expect(response.headers.get('Retry-After')).toBe('5');
        expect((await response.json()).meta.errors).toEqual([MESSAGES.upstreamUnavailable]);
        expect(waited).toBeGreaterThanOrEqual(BOOKING_LOCK_WAIT_MS - 50);
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      expect(await freeRooms(handle, type.id)).toEqual([2, 2]);
      // Once the rooms are free of the other call, the same draft books.
      const again = await book();
      expect(again.status).toBe(201);
    },
  );
});
