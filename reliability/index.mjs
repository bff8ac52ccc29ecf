// `npm run reliability`: several instances on one PostgreSQL, faults, hostile input and a soak.
// Starts its own PostgreSQL cluster and two gateways (booking-api in each), runs the parts, prints what each
// tried and what held in one table, and exits 1 when anything did not hold. Needs the builds
// (`npx turbo run build`) and Debian's postgresql. docs/reliability.md says how to run it and keeps its table.
//
//   RELIABILITY_PARTS=1,2,3,4,5 the parts to run (default all)
//   RELIABILITY_CI=1            the reduced form CI runs (60 hotels seeded, 100 bookings, 50 fuzz runs, a 1-minute
//                               soak, a 20-s SMS outage, the outbox's lease 15 s and its longest backoff 8 s,
//                               the bank asked about a pending payment after 20 s)
//   SOAK_MINUTES=30             the soak's length (1 with RELIABILITY_CI=1)
//   SOAK_RATE=5                 the soak's calls per second
//   RELIABILITY_FUZZ_RUNS=200   generated calls per OpenAPI operation (50 with RELIABILITY_CI=1)
//   RELIABILITY_BOOKINGS=200    the last-rooms burst's bookings (100 with RELIABILITY_CI=1)
//   RELIABILITY_PORTS=8251,8252,8253   the two gateways' ports and the canary's (the SSRF probe's target)
//   RELIABILITY_PG_PORT=25351   the throwaway cluster's port
//   OUTBOX_OUTAGE_SECONDS=60    how long part 5's fake Kavenegar answers 500 (20 with RELIABILITY_CI=1)
import { createRequire } from 'node:module';
import { startCluster } from './cluster.mjs';
import { gatewayInstance } from './instances.mjs';
import { runFaultsPart } from './part-faults.mjs';
import { runHostilePart } from './part-hostile.mjs';
import { runInstancesPart } from './part-instances.mjs';
import { runOutboxPart } from './part-outbox.mjs';
import { runSoakPart } from './part-soak.mjs';
import { printTable } from './table.mjs';

const ci = process.env.RELIABILITY_CI === '1';
const parts = new Set((process.env.RELIABILITY_PARTS ?? '1,2,3,4,5').split(','));
const [portA, portB, canaryPort] = (process.env.RELIABILITY_PORTS ?? '8251,8252,8253').split(',').map(Number);
const pgPort = Number(process.env.RELIABILITY_PG_PORT ?? 25351);
const soakMinutes = Number(process.env.SOAK_MINUTES ?? (ci ? 1 : 30));
const soakRate = Number(process.env.SOAK_RATE ?? 5);
const timeoutMs = 5000;

const started = Date.now();
const cluster = startCluster(pgPort);
console.log(`${cluster.version} on 127.0.0.1:${pgPort}`);
// CI's reduced form lets the reconciler ask the bank about a payment after 20 s instead of 2 minutes, so part 2's
// kill -9 waits less for the same check.
const env = { DATABASE_URL: cluster.url(), ...(ci && { PAYMENT_INQUIRY_AFTER_SECONDS: '20' }) };
const instances = [gatewayInstance('A', portA, env), gatewayInstance('B', portB, env)];
const rows = [];
const stopAll = async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  cluster.stop();
};
process.on('SIGINT', () => stopAll().finally(() => process.exit(130)));

try {
  const t = Date.now();
  if (ci) {
    // CI seeds a smaller set first (the instances then find the database loaded): 60 hotels, every night ahead.
    const require = createRequire(import.meta.url);
    const api = require('@rahi/booking-api');
    const handle = await api.openDatabase({ url: cluster.url() });
    await api.seedIfEmpty(handle.db, { hotels: 60, days: 370 });
    await handle.close();
  }
  // The first start migrates (and, outside CI, seeds the whole set); the second then starts beside it.
  await instances[0].start();
  await instances[1].start();
  console.log(`two gateways up on a seeded PostgreSQL in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  const run = async (part, work) => {
    if (!parts.has(part)) return;
    const t = Date.now();
    try {
      rows.push(...(await work()));
    } catch (error) {
      rows.push({
        part,
        name: `part ${part}`,
        tried: 'to run',
        held: false,
        figures: String(error.stack ?? error).slice(0, 800),
      });
      for (const instance of instances)
        console.error(`--- ${instance.name}'s log (end) ---\n${instance.log.slice(-3000)}`);
    }
    console.log(`part ${part} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  };
  const bookings = Number(process.env.RELIABILITY_BOOKINGS ?? (ci ? 100 : 200));
  await run('1', () => runInstancesPart(cluster, instances, { bookings }));
  await run('3', () =>
    runHostilePart(cluster, instances, {
      canaryPort,
      fuzzRuns: Number(process.env.RELIABILITY_FUZZ_RUNS ?? (ci ? 50 : 200)),
    }),
  );
  await run('2', () => runFaultsPart(cluster, instances, { timeoutMs }));
  await run('5', () =>
    runOutboxPart(cluster, instances, {
      outageSeconds: Number(process.env.OUTBOX_OUTAGE_SECONDS ?? (ci ? 20 : 60)),
      bookings: ci ? 10 : 20,
      outbox: ci ? { leaseMs: 15_000, retryMaxMs: 8_000 } : { leaseMs: 60_000, retryMaxMs: 30_000 },
    }),
  );
  await run('4', async () => [
    await runSoakPart(cluster, instances, { minutes: soakMinutes, rate: soakRate }),
  ]);
} catch (error) {
  rows.push({
    part: '!',
    name: 'the suite itself',
    tried: 'to run',
    held: false,
    figures: String(error.stack ?? error).slice(0, 800),
  });
  for (const instance of instances)
    console.error(`--- ${instance.name}'s log (end) ---\n${instance.log.slice(-3000)}`);
} finally {
  await stopAll();
}
printTable(rows, { minutes: (Date.now() - started) / 60_000, ci, soakMinutes });
process.exit(rows.every((row) => row.held !== false) ? 0 : 1);
