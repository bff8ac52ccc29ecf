// npm run bench:calendar -w @rahi/booking-api: GET /cities/:id/price-calendar and /hotels/:id/price-calendar for
// 62 days, uncached (a fresh city-nights cache every call, each call a different span), on PostgreSQL with the
// full seed; then the city's calendar again with its nights cached. p50/p95 of app.request(), printed.
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster (tooling/bench/throwaway-postgres.mjs); needs the builds.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../tooling/bench/throwaway-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(here, '..', 'dist', file));
const { openDatabase } = dist('index.js');
const { seedDatabase } = dist('seed/index.js');
const { priceCalendarRoutes } = dist('price-calendar/index.js');
const { createCityNights } = dist('cities/city-nights.js');
const { sql } = require('drizzle-orm');
const { todayInTehran, addDays } = require(
  path.join(here, '..', '..', 'shared-contracts', 'dist', 'cjs', 'index.js'),
);

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

async function measure(calls, makeApp, pathOf) {
  const timings = [];
  for (let i = 0; i < calls + 20; i++) {
    const app = makeApp();
    const start = performance.now();
    const response = await app.request(pathOf(i));
    if (response.status !== 200) throw new Error(`${pathOf(i)}: ${response.status} ${await response.text()}`);
    await response.text();
    if (i >= 20) timings.push(performance.now() - start);
  }
  return summary(timings);
}

const postgres = startPostgres();
if (!postgres) {
  console.log('[bench] no PostgreSQL (BENCH_DATABASE_URL or /usr/lib/postgresql): skipped');
  process.exit(0);
}
try {
  const handle = await openDatabase({ url: postgres.url });
  const { rows } = await handle.db.execute(sql`select count(*)::int as n from room_nights`);
  if (rows[0].n === 0) await seedDatabase(handle.db);
  const city = (
    await handle.db.execute(
      sql`select city_id as id, count(*)::int as hotels from hotels group by city_id order by 2 desc limit 1`,
    )
  ).rows[0];
  const hotel = (
    await handle.db.execute(sql`select id from hotels where city_id = ${city.id} order by id limit 1`)
  ).rows[0];
  const today = todayInTehran();
  // Each call a span starting on a different day of the next 300, so no two calls ask the same 62 days.
  const span = (kind, id) => (i) => {
    const from = addDays(today, (i * 7) % 300);
    return `/${kind}/${id}/price-calendar?from=${from}&to=${addDays(from, 61)}`;
  };
  const fresh = () => priceCalendarRoutes(handle.db, createCityNights(handle.db));
  const shared = priceCalendarRoutes(handle.db, createCityNights(handle.db, 3_600_000));
  console.log(
    `PostgreSQL, full seed; city ${city.id} (${city.hotels} hotels); ${CALLS} calls after 20 unmeasured`,
  );
  console.log(`  city, 62 days, uncached:  ${await measure(CALLS, fresh, span('cities', city.id))}`);
  console.log(`  hotel, 62 days, uncached: ${await measure(CALLS, fresh, span('hotels', hotel.id))}`);
  const same = `/cities/${city.id}/price-calendar?from=${today}&to=${addDays(today, 61)}`;
  console.log(
    `  city, 62 days, cached:    ${await measure(
      CALLS,
      () => shared,
      () => same,
    )}`,
  );
  console.log(
    `  (${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  await handle.close();
} finally {
  postgres.stop();
}
