// npm run bench -w @rahi/gateway, part 2: uncached city searches, a different stay on every
// request (city × check-in × nights, never repeated, so booking-api's answer cache never hits), through
// POST /handle-api on a running gateway, 20 connections, while /healthz is asked one call at a time beside them
// from a thread of its own (asked from autocannon's loop, its answers also wait while autocannon reads the searches).
// Prints searches/s, their p50/p99, and /healthz p99 during the load, on PGlite and on PostgreSQL
// (BENCH_DATABASE_URL or a throwaway local cluster; skipped when neither is there).
// PGlite seeds an empty folder on first start (minutes on a loaded machine): BENCH_PGLITE_DIR keeps one between runs.
// BENCH_PORT fixes the gateway's port (else a random one from 19500); BENCH_ONLY=pglite or postgres runs one of the two.
// Needs the builds (npm run build). Every request goes to 127.0.0.1; the run stops by itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startPostgres } from '../../tooling/bench/throwaway-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const { todayInTehran, addDays } = require(path.join(root, 'shared-contracts', 'dist', 'cjs', 'index.js'));

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const CITIES = [1, 2, 3, 4, 5, 6];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The n-th search: each (city, check-in, nights) once; 6 cities × 7 lengths × 300 days before any repeats. The
 * lengths change fastest, as in real traffic, where stays differ but their nights overlap (booking-api reads each
 * city's night once per 30 s and shares it among the stays that cover it).
 */
function nthSearch(n) {
  const city = CITIES[n % CITIES.length];
  const nights = 1 + (Math.floor(n / CITIES.length) % 7);
  const day = 1 + (Math.floor(n / (CITIES.length * 7)) % 300);
  const checkin = addDays(todayInTehran(), day);
  return JSON.stringify({
    endPoint: `/cities/${city}/hotels?checkin=${checkin}&nights=${nights}&sort=price&page=1`,
    options: { method: 'GET' },
  });
}

async function startGateway(env) {
  const port = Number(process.env.BENCH_PORT) || 19500 + Math.floor(Math.random() * 400);
  const gateway = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', UPSTREAM_API_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept until it has started (shown if it fails to); the proxy's notes about calls autocannon cut off at the end
  // of a run are not printed.
  let log = '';
  const keep = (chunk) => {
    if (!log.includes('is running')) log += chunk;
  };
  gateway.stdout.on('data', keep);
  gateway.stderr.on('data', keep);
  const deadline = Date.now() + 600_000;
  while (!log.includes('is running')) {
    if (Date.now() > deadline || gateway.exitCode !== null)
      throw new Error(`the gateway did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, stop: () => gateway.kill() };
}

/** Asks /healthz one call at a time until stopped; the latencies in milliseconds. */
function probeHealth(port) {
  const timings = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    running = false;
    await done;
    return timings.sort((a, b) => a - b);
  };
}

// probeHealth in a worker thread of its own: its timings are not held up by autocannon's event loop.
const PROBE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.once('message', () => { running = false; });
(async () => {
  const timings = [];
  while (running) {
    const started = performance.now();
    const response = await fetch('http://127.0.0.1:' + workerData.port + '/healthz');
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage(timings);
})();
`;

/** As probeHealth, from a worker thread. */
function probeHealthInThread(port) {
  const worker = new Worker(PROBE_THREAD, { eval: true, workerData: { port } });
  return async () => {
    const timings = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const sorted = (await timings).sort((a, b) => a - b);
    await worker.terminate();
    return sorted;
  };
}

async function measure(label, env) {
  const gateway = await startGateway(env);
  try {
    let n = Math.floor(Math.random() * 1000);
    const load = (duration) =>
      autocannon({
        url: `http://127.0.0.1:${gateway.port}/handle-api`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            setupRequest: (request) => ({ ...request, body: nthSearch(n++) }),
          },
        ],
      });
    await load(2); // warm-up: JIT, the statics of each city
    const idle = probeHealthInThread(gateway.port);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleHealth = await idle();
    const stopProbe = probeHealthInThread(gateway.port);
    const stopLoopProbe = probeHealth(gateway.port);
    const result = await load(DURATION_S);
    const health = await stopProbe();
    const loopHealth = await stopLoopProbe();
    console.log(
      `${label}: ${Math.round(result.requests.average)} uncached searches/s (target ≥ ${label.startsWith('PostgreSQL') ? '1,000' : '300'}), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.non2xx} non-2xx, ${result.errors} errors; ` +
        `/healthz during it: p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms ` +
        `over ${health.length} calls (idle p99 ${percentile(idleHealth, 99).toFixed(1)} ms; target ≤ 20 ms); ` +
        `asked from autocannon's loop: p99 ${percentile(loopHealth, 99).toFixed(1)} ms`,
    );
  } finally {
    gateway.stop();
  }
}

console.log(
  `\nVaried-stay searches through POST /handle-api, ${CONNECTIONS} connections, ${DURATION_S} s, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') {
  const pgliteDir = process.env.BENCH_PGLITE_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-bench-'));
  try {
    await measure('PGlite (booking-api in a worker thread)', {
      PGLITE_DATA_DIR: pgliteDir,
      DATABASE_URL: '',
    });
  } finally {
    if (!process.env.BENCH_PGLITE_DIR) fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  const postgres = startPostgres();
  if (!postgres) console.log('PostgreSQL: skipped (no BENCH_DATABASE_URL and no local PostgreSQL binaries)');
  else {
    try {
      await measure('PostgreSQL (booking-api in a worker thread)', { DATABASE_URL: postgres.url });
    } finally {
      postgres.stop();
    }
  }
}
