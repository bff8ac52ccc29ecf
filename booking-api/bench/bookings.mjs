// npm run bench -w @rahi/booking-api: the booking figures (20 at once for 3 rooms, latency), printed.
//  1. booking creations per second (POST /bookings through app.request: draft read, rooms locked and re-priced,
//     inventory taken, rows written), one at a time and 10 at once, on in-memory PGlite and on PostgreSQL;
//  2. p50/p95 of POST /payments/verify with the sandbox provider: first verifications, and replays;
//  3. a rate change of 90 nights on 5 room types (five PUT …/nights, one per type, as the back office sends them):
//     p50/p95; and a city's search throughput (8 clients, stays spread over 60 days, all within the changed nights)
//     alone, while one such change starts every second, and while they run back to back (the issue asks for at
//     least 80 % of the search alone; each change revises every cached night and stay of the city).
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster started from /usr/lib/postgresql/*/bin by
// tooling/bench/throwaway-postgres.mjs; skipped when neither is there.
// Needs the builds (npm run build). Nothing leaves 127.0.0.1; the run stops by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../tooling/bench/throwaway-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const booking = require(path.join(here, '..', 'dist', 'index.js'));
const { seedDatabase } = require(path.join(here, '..', 'dist', 'seed', 'index.js'));
const { sql } = require('drizzle-orm');
const { todayInTehran, addDays } = require(
  path.join(here, '..', '..', 'shared-contracts', 'dist', 'cjs', 'index.js'),
);

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 300);
const VERIFIES = Number(process.env.BENCH_VERIFIES ?? 200);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};
const EARLY = {
  earlyBoardPrice: 0,
  earlyCustomerPrice: 0,
  extraEarlyBoardPrice: 0,
  extraEarlyCustomerPrice: 0,
};
const LATE = { lateBoardPrice: 0, lateCustomerPrice: 0, extraLateBoardPrice: 0, extraLateCustomerPrice: 0 };

async function prepare(handle) {
  await seedDatabase(handle.db, { hotels: 20, days: 40 });
  await handle.db.execute(sql`update room_nights set free_count = 10000`);
  const api = booking.createBookingApi({
    db: handle.db,
    auth: { env: { AUTH_CODE_SECRET: 'bench' } },
    bookings: { env: { BOOKING_LOOKUPS_PER_HOUR: '100000' } },
  });
  const hotels = (
    await handle.db.execute(sql`select h.id, h.name, h.stars, h.address, min(r.id) as room
    from hotels h join room_types r on r.hotel_id = h.id group by h.id order by h.id`)
  ).rows;
  const SESSION = randomBytes(32).toString('base64url');
  const post = async (url, body) => {
    const response = await api.request(url, {
      method: 'POST',
      // One browser session (the gateway's session cookie) makes and books every draft.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '127.0.0.1',
        'x-rahi-session': SESSION,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const checkin = addDays(todayInTehran(), 5);
  const draft = async (index) => {
    const hotel = hotels[index % hotels.length];
    const reservationId = randomUUID();
    const room = {
      id: Number(hotel.room),
      totalBoardPrice: 1,
      totalCustomerPrice: 1,
      extraBedCount: 0,
      extraBoardPrice: 0,
      extraCustomerPrice: 0,
      earlyCheckIn: false,
      lateCheckOut: false,
      early: EARLY,
      late: LATE,
    };
    const saved = await post('/reservation-drafts', {
      reservationId,
      reservationData: {
        reserveDates: [],
        rooms: [room],
        totalSum: 1,
        checkin,
        nights: 2,
        hotelId: hotel.id,
        hotelName: hotel.name,
        hotelRate: hotel.stars,
        hotelAddress: hotel.address,
        checkInTime: '14:00',
        checkOutTime: '12:00',
      },
    });
    if (saved.status !== 201) throw new Error(`draft: ${JSON.stringify(saved.body)}`);
    return reservationId;
  };
  const book = (reservationId, index) =>
    post('/bookings', {
      reservationId,
      booker: { mobile: `0912${String(1_000_000 + index).slice(-7)}` },
      guests: [{ roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' }],
    });
  return { api, post, draft, book };
}

async function measureCreation(kind, handle) {
  const { draft, book } = await prepare(handle);
  const drafts = [];
  for (let i = 0; i < BOOKINGS * 2 + 20; i++) drafts.push(await draft(i));
  for (let i = 0; i < 20; i++) await book(drafts.pop(), 900_000 + i); // warm-up
  let t = performance.now();
  for (let i = 0; i < BOOKINGS; i++) {
    const { status } = await book(drafts.pop(), i);
    if (status !== 201) throw new Error(`booking answered ${status}`);
  }
  const serial = BOOKINGS / ((performance.now() - t) / 1000);
  t = performance.now();
  const queue = drafts.splice(0, BOOKINGS);
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < queue.length) {
        const index = next++;
        const { status } = await book(queue[index], 100_000 + index);
        if (status !== 201) throw new Error(`booking answered ${status}`);
      }
    }),
  );
  const parallel = BOOKINGS / ((performance.now() - t) / 1000);
  console.log(
    `${kind}: booking creations ${serial.toFixed(0)}/s one at a time, ${parallel.toFixed(0)}/s 10 at once (${BOOKINGS} each)`,
  );
}

async function measureVerify(kind, handle) {
  const { api, post, draft, book } = await prepare(handle);
  const authorities = [];
  for (let i = 0; i < VERIFIES + 20; i++) {
    const created = (await book(await draft(i), i)).body.data;
    const mobile = `0912${String(1_000_000 + i).slice(-7)}`;
    const started = await post(`/bookings/${created.reserveId}/payments`, { mobile });
    const bank = started.body.data.redirectUrl;
    await api.request(bank, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    authorities.push(bank.split('/').pop());
  }
  const time = async (authority) => {
    const t = performance.now();
    const { body } = await post('/payments/verify', { authority, status: 'OK' });
    if (body.data?.paymentStatus !== 'verified') throw new Error(`verify: ${JSON.stringify(body)}`);
    return performance.now() - t;
  };
  for (const authority of authorities.splice(0, 20)) await time(authority); // warm-up
  const first = [];
  for (const authority of authorities) first.push(await time(authority));
  const replays = [];
  for (const authority of authorities) replays.push(await time(authority));
  console.log(
    `POST /payments/verify (sandbox, ${kind}, ${authorities.length} payments): first ${summary(first)}; replays ${summary(replays)}`,
  );
}

console.log(`booking-api bench on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})`);
const RATE_CHANGES = Number(process.env.BENCH_RATE_CHANGES ?? 20);
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);

async function measureRates(kind, handle) {
  await seedDatabase(handle.db, { hotels: 20, days: 120 });
  const api = booking.createBookingApi({ db: handle.db, auth: { env: { AUTH_CODE_SECRET: 'bench' } } });
  const { createStaffMember } = require(path.join(here, '..', 'dist', 'staff', 'members.js'));
  const { startStaffSession } = require(path.join(here, '..', 'dist', 'staff', 'sessions.js'));
  const { loadStaffSettings } = require(path.join(here, '..', 'dist', 'staff', 'settings.js'));
  const { row } = await createStaffMember(
    handle.db,
    { email: `bench-${Date.now()}@rahi.test`, roles: ['admin'], hotelIds: [] },
    new Date(),
    { mustChangePassword: false },
  );
  const token = await startStaffSession(handle.db, row.id, new Date(), loadStaffSettings({}));
  // The city with most hotels, and its hotel with most room types (5 of them changed).
  const [hotel] = (
    await handle.db.execute(sql`select h.id, h.city_id, array_agg(r.id order by r.id) as types
      from hotels h join room_types r on r.hotel_id = h.id
      where h.city_id = (select city_id from hotels group by city_id order by count(*) desc limit 1)
      group by h.id order by count(*) desc, h.id limit 1`)
  ).rows;
  const types = hotel.types.slice(0, 5);
  const from = addDays(todayInTehran(), 1);
  const to = addDays(from, 89);
  let price = 20_000_000;
  const change = async () => {
    price += 10_000;
    const t = performance.now();
    for (const type of types) {
      const response = await api.request(`/staff/hotels/${hotel.id}/room-types/${type}/nights`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-staff-session': token },
        body: JSON.stringify({ from, to, boardPrice: price * 2, customerPrice: price }),
      });
      if (response.status !== 200)
        throw new Error(`rate change: ${response.status} ${await response.text()}`);
    }
    return performance.now() - t;
  };
  await change(); // warm-up
  const timings = [];
  for (let i = 0; i < RATE_CHANGES; i++) timings.push(await change());

  const search = async (stop) => {
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, client) => {
        for (let i = client; performance.now() < stop; i += 8) {
          const checkin = addDays(from, i % 60);
          const response = await api.request(`/cities/${hotel.city_id}/hotels?checkin=${checkin}&nights=2`);
          if (response.status !== 200) throw new Error(`search: ${response.status}`);
          await response.text();
          done++;
          // As a server between two requests read from sockets: other work (the changes' queries) gets its turn.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
    return done / SEARCH_SECONDS;
  };
  await search(performance.now() + 1000); // warm-up
  const alone = await search(performance.now() + SEARCH_SECONDS * 1000);
  /** Searches for SEARCH_SECONDS while a change starts every `paceMs` (0: each as soon as the last ends). */
  const during = async (paceMs) => {
    let changes = 0;
    const stop = performance.now() + SEARCH_SECONDS * 1000;
    const changing = (async () => {
      while (performance.now() < stop) {
        const started = performance.now();
        await change();
        changes++;
        const rest = paceMs - (performance.now() - started);
        if (rest > 0)
          await new Promise((resolve) => setTimeout(resolve, Math.min(rest, stop - performance.now())));
      }
    })();
    const rate = await search(stop);
    await changing;
    return `${rate.toFixed(0)}/s during ${changes} changes (${((rate / alone) * 100).toFixed(0)} %)`;
  };
  const paced = await during(1000);
  const backToBack = await during(0);
  await api.flushSearchCounts();
  console.log(
    `${kind}: rate change of 90 nights × 5 room types ${summary(timings)} (${RATE_CHANGES} changes); city search ` +
      `(8 clients, 60 stays) ${alone.toFixed(0)}/s alone, ${paced} one a second, ${backToBack} back to back`,
  );
}

// BENCH_ONLY=rates runs the third part alone.
const all = process.env.BENCH_ONLY !== 'rates';
if (all) {
  const pglite = await booking.openDatabase({ dataDir: 'memory' });
  await measureCreation('PGlite (in memory)', pglite);
  await measureVerify('PGlite', pglite);
  await pglite.close();
}
const ratesPglite = await booking.openDatabase({ dataDir: 'memory' });
await measureRates('PGlite (in memory)', ratesPglite);
await ratesPglite.close();

const postgres = startPostgres();
if (!postgres) console.log('PostgreSQL: skipped (no BENCH_DATABASE_URL and no local PostgreSQL binaries)');
else {
  try {
    if (all) {
      const handle = await booking.openDatabase({ url: postgres.url });
      await measureCreation('PostgreSQL (pool of 10, fsync off)', handle);
      await measureVerify('PostgreSQL', handle);
      await handle.close();
    }
    const rates = await booking.openDatabase({ url: postgres.url });
    await measureRates('PostgreSQL', rates);
    await rates.close();
  } finally {
    postgres.stop();
  }
}
