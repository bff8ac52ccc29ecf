// npm run bench -w @rahi/gateway: the city-search figures (requests per second, latency), printed.
//  1. time from an empty database to a seeded one (in-memory PGlite, the full data set);
//  2. p50/p95 of the Mashhad city search with filters inside booking-api (app.request, no network);
//  3. requests per second and latency percentiles of the same search through POST /handle-api on the
//     running gateway (booking-api in its process), 50 connections, loopback only;
//     with and without Accept-Encoding, and the gateway's own CPU time per request (which, unlike req/s, does not
//     depend on what else the machine runs);
//  4. the gateway's resident memory after the load.
// Needs the builds (npm run build). Every request goes to 127.0.0.1; the run stops by itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const booking = require(path.join(root, 'booking-api', 'dist', 'index.js'));
const { seedDatabase } = require(path.join(root, 'booking-api', 'dist', 'seed', 'index.js'));
const { todayInTehran, addDays } = require(path.join(root, 'shared-contracts', 'dist', 'cjs', 'index.js'));

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// 1. Seeding.
const started = performance.now();
const handle = await booking.openDatabase({ dataDir: 'memory' });
const counts = await seedDatabase(handle.db);
const seedSeconds = (performance.now() - started) / 1000;
console.log(`\nSeed: empty in-memory PGlite → seeded in ${seedSeconds.toFixed(1)} s`, JSON.stringify(counts));

// 2. Inside booking-api.
const api = booking.createBookingApi({ db: handle.db });
const call = async (pathAndQuery) => (await api.request(pathAndQuery)).json();
const mashhad = (await call(`/destinations?q=${encodeURIComponent('مشهد')}`)).data.find(
  (d) => d.type === 'city',
);
const checkin = addDays(todayInTehran(), 14);
const search = `/cities/${mashhad.id}/hotels?checkin=${checkin}&nights=2&stars=3,4,5&minRating=3&sort=price&page=1`;
const time = async (pathAndQuery) => {
  const t = performance.now();
  const response = await api.request(pathAndQuery);
  await response.arrayBuffer();
  return performance.now() - t;
};
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
};
// Warm-up: JIT-compile the search path on stays that are not measured below (days 200-219).
for (let day = 200; day < 220; day++)
  await time(search.replace(`checkin=${checkin}`, `checkin=${addDays(todayInTehran(), day)}`));
// Cold: every request a stay nobody asked for yet, so nothing is cached.
const cold = [];
for (let day = 1; day <= 120; day++) {
  cold.push(
    await time(search.replace(`checkin=${checkin}`, `checkin=${addDays(todayInTehran(), day + 30)}`)),
  );
}
// Warm: the same search again and again, as under load.
const warm = [];
for (let i = 0; i < 300; i++) warm.push(await time(search));
const sample = await call(search);
console.log(`Inside booking-api: ${search}\n  ${sample.data.total} hotels match (target p95 ≤ 15 ms)`);
console.log(
  `  cold (120 different stays, database queried, after 20 unmeasured warm-up stays): ${summary(cold)}`,
);
console.log(`  warm (300 repeats, search results cached ≤ 30 s): ${summary(warm)}`);
await handle.close();

// 3. Through the gateway's proxy.
const port = 19000 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-bench-'));
const gateway = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'server.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let gatewayLog = '';
gateway.stdout.on('data', (chunk) => {
  gatewayLog += chunk;
});
try {
  await waitFor(() => gatewayLog.includes('is running'), 180_000);
  const body = JSON.stringify({ endPoint: search, options: { method: 'GET' } });
  const load = (extraHeaders, duration) =>
    autocannon({
      url: `http://127.0.0.1:${port}/handle-api`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...extraHeaders },
      body,
      connections: CONNECTIONS,
      duration,
    });
  await load({}, 2); // warm-up: JIT, caches
  for (const [label, headers] of [
    ['no Accept-Encoding (autocannon as it is)', {}],
    ['Accept-Encoding: gzip, deflate, br (as browsers send)', { 'accept-encoding': 'gzip, deflate, br' }],
  ]) {
    // The gateway's own CPU time per request does not depend on what else the machine is doing, unlike req/s.
    const cpuBefore = readCpuMs(gateway.pid);
    const result = await load(headers, DURATION_S);
    const cpuPerRequest = ((readCpuMs(gateway.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
    console.log(
      `Through POST /handle-api (booking-api in-process), ${CONNECTIONS} connections, ${DURATION_S} s, ${label}:\n  ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms; ${result.non2xx} non-2xx, ${result.errors} errors; gateway CPU ${Math.round(cpuPerRequest)} µs per request (targets ≥ 2,000 req/s, p99 ≤ 60 ms)`,
    );
  }
  const rss = readRssMb(gateway.pid);
  console.log(
    `Gateway memory after the load: ${rss} MB resident; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
} finally {
  gateway.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitFor(test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('the gateway did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** User plus system CPU time of a process so far, in milliseconds (Linux /proc, 100 ticks a second). */
function readCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function readRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
