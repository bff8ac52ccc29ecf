// npm run bench:outbox -w @rahi/booking-api: 1,000 booking confirmations enqueued, each in its own transaction
// (10 at once, as payments commit), while one outbox worker (woken by the commits' NOTIFY, polling every 2 s)
// delivers them through the SMS channel to a local fake of Kavenegar's lookup API over HTTP. Prints the delivery
// throughput (messages handed over a second, from the first enqueue to the last hand-off) and the p50/p95/max
// delay from a message's enqueue to the fake's acceptance, on in-memory PGlite and on PostgreSQL
// (BENCH_DATABASE_URL, or a throwaway cluster; skipped when neither is there). Needs `npm run build`.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../tooling/bench/throwaway-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(here, '..', 'dist', file));
const { openDatabase } = dist('db/client.js');
const { enqueueMessage } = dist('outbox/enqueue.js');
const { createOutboxWorker } = dist('outbox/worker.js');
const { loadOutboxSettings } = dist('outbox/settings.js');
const { smsChannel } = dist('outbox/channels/sms.js');
const { kavenegarSender } = dist('sms/kavenegar-sender.js');
const { startFakeKavenegar } = dist('testing/fake-kavenegar.js');
const { sql } = require('drizzle-orm');

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const AT_ONCE = 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, handle) {
  await handle.db.execute(sql`delete from outbox_messages`);
  const fake = await startFakeKavenegar();
  const enqueuedAt = new Map();
  const handedOver = [];
  const sender = kavenegarSender({ apiKey: fake.apiKey, baseUrl: fake.url });
  const channel = smsChannel(sender);
  const timed = {
    name: 'sms',
    async send(message) {
      await channel.send(message);
      handedOver.push(performance.now() - (enqueuedAt.get(message.params.reserveId) ?? Number.NaN));
    },
  };
  const worker = createOutboxWorker({
    db: handle.db,
    channels: [timed],
    settings: loadOutboxSettings({}),
    clock: () => new Date(),
  });
  const stop = worker.start();
  const started = performance.now();
  for (let next = 0; next < MESSAGES; next += AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, MESSAGES - next) }, async (_, offset) => {
        const reserveId = String(10_000_000 + next + offset);
        await handle.db.transaction(async (tx) => {
          await enqueueMessage(tx, {
            kind: 'booking_confirmed',
            mobile: '09121234567',
            params: { reserveId, hotelName: 'هتل بنچ', checkIn: '2026-12-01', nights: 2, link: '/v/x' },
          });
          enqueuedAt.set(reserveId, performance.now());
        });
      }),
    );
  }
  const enqueued = performance.now();
  while (handedOver.length < MESSAGES) await new Promise((resolve) => setTimeout(resolve, 20));
  const finished = performance.now();
  await stop();
  await fake.close();
  const delays = handedOver.sort((a, b) => a - b);
  const seconds = (finished - started) / 1000;
  console.log(
    `${label}: ${MESSAGES} enqueued in ${((enqueued - started) / 1000).toFixed(1)} s, all handed over in ` +
      `${seconds.toFixed(1)} s: ${(MESSAGES / seconds).toFixed(0)} messages/s; delay enqueue → hand-off ` +
      `p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, ` +
      `max ${delays.at(-1).toFixed(0)} ms; fake Kavenegar accepted ${fake.accepted.length}`,
  );
}

console.log(`outbox bench, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
const lite = await openDatabase({ dataDir: 'memory' });
await run('PGlite (in memory)', lite);
await lite.close();
const postgres = startPostgres();
if (postgres) {
  try {
    const handle = await openDatabase({ url: postgres.url });
    await run('PostgreSQL', handle);
    await handle.close();
  } finally {
    postgres.stop();
  }
} else console.log('PostgreSQL: skipped (no BENCH_DATABASE_URL and no PostgreSQL binaries)');
