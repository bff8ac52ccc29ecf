// npm run bench -w @rahi/booking-api: the booking figures (20 at once for 3 rooms, latency), printed.
//  1. booking creations per second (POST /bookings through app.request: draft read, rooms locked and re-priced,
//     inventory taken, rows written), one at a time and 10 at once, on in-memory PGlite and on PostgreSQL;
//  2. p50/p95 of POST /payments/verify with the sandbox provider: first verifications, and replays.
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
const pglite = await booking.openDatabase({ dataDir: 'memory' });
await measureCreation('PGlite (in memory)', pglite);
await measureVerify('PGlite', pglite);
await pglite.close();

const postgres = startPostgres();
if (!postgres) console.log('PostgreSQL: skipped (no BENCH_DATABASE_URL and no local PostgreSQL binaries)');
else {
  try {
    const handle = await booking.openDatabase({ url: postgres.url });
    await measureCreation('PostgreSQL (pool of 10, fsync off)', handle);
    await measureVerify('PostgreSQL', handle);
    await handle.close();
  } finally {
    postgres.stop();
  }
}
