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
//   RELIABILITY_PORTS=8251,8252,8253,8254,8255,8256,8257   the two gateways' ports, the canary's (the SSRF probe's
//                               target) and, with RELIABILITY_CI=1, the soak's two gateways' and the outbox part's
//   RELIABILITY_PG_PORT=25351   the throwaway cluster's port (with RELIABILITY_CI=1, + 1 the soak's own cluster and
//                               + 2 the outbox part's)
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
const [portA, portB, canaryPort, soakPortA, soakPortB, outboxPortA, outboxPortB] = (
  process.env.RELIABILITY_PORTS ?? '8251,8252,8253,8254,8255,8256,8257'
)
  .split(',')
  .map(Number);
const pgPort = Number(process.env.RELIABILITY_PG_PORT ?? 25351);
const soakMinutes = Number(process.env.SOAK_MINUTES ?? (ci ? 1 : 30));
const soakRate = Number(process.env.SOAK_RATE ?? 5);
const timeoutMs = 5000;

/** A PostgreSQL cluster and two gateways on it, A and B. */
function fleet(port, ports) {
  const cluster = startCluster(port);
  console.log(`${cluster.version} on 127.0.0.1:${port}`);
  // CI's reduced form lets the reconciler ask the bank about a payment after 20 s instead of 2 minutes, so part
  // 2's kill -9 waits less for the same check.
  const env = { DATABASE_URL: cluster.url(), ...(ci && { PAYMENT_INQUIRY_AFTER_SECONDS: '20' }) };
  return { cluster, instances: [gatewayInstance('A', ports[0], env), gatewayInstance('B', ports[1], env)] };
}

/** Seeds (CI: a smaller set first, 60 hotels, every night ahead) and starts both gateways. */
async function startFleet({ cluster, instances }) {
  const t = Date.now();
  if (ci) {
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
}

const started = Date.now();
const main = fleet(pgPort, [portA, portB]);
const { cluster, instances } = main;
// CI's reduced form runs the two parts that mostly wait (the soak's minute; the outbox's SMS outage and lease) each
// on a fleet of its own, beside parts 1, 3 and 2, rather than one after another: their calls are light, and each
// fleet's faults (a database stopped, an instance killed) stay out of the others' figures. The full run runs every
// part on the main fleet, one after another.
const soakApart = ci && parts.has('4') ? fleet(pgPort + 1, [soakPortA, soakPortB]) : undefined;
const outboxApart = ci && parts.has('5') ? fleet(pgPort + 2, [outboxPortA, outboxPortB]) : undefined;
const fleets = [main, soakApart, outboxApart].filter((one) => one !== undefined);
const rows = [];
const stopAll = async () => {
  await Promise.all(fleets.flatMap((one) => one.instances.map((instance) => instance.stop())));
  for (const one of fleets) one.cluster.stop();
};
process.on('SIGINT', () => stopAll().finally(() => process.exit(130)));
// A rejection nobody awaited ends Node before the `finally` below: the gateways and clusters are stopped here too,
// so that they do not hold their ports and data directories on the machine after the suite.
process.on('unhandledRejection', (error) => {
  console.error('the suite ended on a rejection nobody awaited:', error);
  stopAll().finally(() => process.exit(1));
});

try {
  await Promise.all(fleets.map(startFleet));
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
      for (const instance of fleets.flatMap((one) => one.instances))
        console.error(`--- ${instance.name}'s log (end) ---\n${instance.log.slice(-3000)}`);
    }
    console.log(`part ${part} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  };
  const soakFleet = soakApart ?? main;
  const soak = () =>
    run('4', async () => [
      await runSoakPart(soakFleet.cluster, soakFleet.instances, { minutes: soakMinutes, rate: soakRate }),
    ]);
  const soakBeside = soakApart ? soak() : undefined;
  const outboxFleet = outboxApart ?? main;
  const outbox = () =>
    run('5', () =>
      runOutboxPart(outboxFleet.cluster, outboxFleet.instances, {
        outageSeconds: Number(process.env.OUTBOX_OUTAGE_SECONDS ?? (ci ? 20 : 60)),
        bookings: ci ? 10 : 20,
        outbox: ci ? { leaseMs: 15_000, retryMaxMs: 8_000 } : { leaseMs: 60_000, retryMaxMs: 30_000 },
      }),
    );
  const outboxBeside = outboxApart ? outbox() : undefined;
  const bookings = Number(process.env.RELIABILITY_BOOKINGS ?? (ci ? 100 : 200));
  await run('1', () => runInstancesPart(cluster, instances, { bookings }));
  await run('3', () =>
    runHostilePart(cluster, instances, {
      canaryPort,
      fuzzRuns: Number(process.env.RELIABILITY_FUZZ_RUNS ?? (ci ? 50 : 200)),
    }),
  );
  await run('2', () => runFaultsPart(cluster, instances, { timeoutMs }));
  await (outboxBeside ?? outbox());
  await (soakBeside ?? soak());
} catch (error) {
  rows.push({
    part: '!',
    name: 'the suite itself',
    tried: 'to run',
    held: false,
    figures: String(error.stack ?? error).slice(0, 800),
  });
  for (const instance of fleets.flatMap((one) => one.instances))
    console.error(`--- ${instance.name}'s log (end) ---\n${instance.log.slice(-3000)}`);
} finally {
  await stopAll();
}
// In the order the parts are numbered, whichever finished first.
rows.sort((a, b) => String(a.part).localeCompare(String(b.part)));
printTable(rows, { minutes: (Date.now() - started) / 60_000, ci, soakMinutes });
process.exit(rows.every((row) => row.held !== false) ? 0 : 1);
