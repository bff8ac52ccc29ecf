// npm run observability: the fleet's signals checked end to end on this machine, with figures printed.
// A throwaway PostgreSQL, booking-api as a process of its own and a gateway in front of it (UPSTREAM_API_URL), both
// logging JSON and serving /metrics on their own ports; then
//   1. 10 s of uncached city searches through the gateway (20 connections, as bench:stays), and each process's
//      /metrics read under that load: every family docs/ops/grafana-rahi.json draws is listed with its series count;
//   2. one request with an X-Request-Id of ours, found in both processes' request lines;
//   3. the database stopped: /readyz of both answers 503 (and /healthz stays 200), then started: 200 again.
// Exits 1 when a check fails. Needs the builds (npm run build) and Debian's postgresql package.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPostgres } from '../bench/throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { todayInTehran, addDays } = require(path.join(root, 'shared-contracts', 'dist', 'cjs', 'index.js'));
const base = Number(process.env.CHECK_PORT ?? 19_700);
const ports = { pg: base, api: base + 1, gateway: base + 2, apiMetrics: base + 3, gatewayMetrics: base + 4 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let failed = false;
const check = (ok, line) => {
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

function startProcess(name, script, env) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, NODE_ENV: 'development', LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const running = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (lines.some((line) => line.includes('is running'))) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`${name} exited (${code}):\n${lines.slice(-20).join('\n')}`));
    });
  });
  return { child, lines, running, stop: () => child.kill('SIGTERM') };
}

function nthSearch(n) {
  const city = 1 + (n % 6);
  const nights = 1 + (Math.floor(n / 6) % 7);
  const checkin = addDays(todayInTehran(), 1 + (Math.floor(n / 42) % 300));
  return JSON.stringify({
    endPoint: `/cities/${city}/hotels?checkin=${checkin}&nights=${nights}&sort=price&page=1`,
    options: { method: 'GET' },
  });
}

const families = (text) => {
  const counts = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const name = line.split(/[{ ]/)[0].replace(/_(bucket|sum|count)$/, '');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
};

async function status(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 'no answer';
  }
}

async function until(url, wanted, timeoutMs) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    last = await status(url);
    if (last === wanted) return { ok: true, ms: Date.now() - started };
    await sleep(250);
  }
  return { ok: false, last, ms: Date.now() - started };
}

const pg = startPostgres({ port: ports.pg, own: true });
if (!pg) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
const api = startProcess('booking-api', 'booking-api/dist/server.js', {
  DATABASE_URL: pg.url,
  BOOKING_API_PORT: String(ports.api),
  METRICS_PORT: String(ports.apiMetrics),
});
let gateway;
try {
  await api.running;
  gateway = startProcess('gateway', 'gateway/dist/server.js', {
    PORT: String(ports.gateway),
    UPSTREAM_API_URL: `http://127.0.0.1:${ports.api}`,
    DATABASE_URL: pg.url,
    METRICS_PORT: String(ports.gatewayMetrics),
  });
  await gateway.running;
  const site = `http://127.0.0.1:${ports.gateway}`;

  // 1. Load, and the metrics under it.
  let n = 0;
  const load = autocannon({
    url: `${site}/handle-api`,
    connections: 20,
    duration: Number(process.env.CHECK_SECONDS ?? 10),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (r) => ({ ...r, body: nthSearch(n++) }),
      },
    ],
  });
  await sleep(Number(process.env.CHECK_SECONDS ?? 10) * 500);
  const during = {
    gateway: await (await fetch(`http://127.0.0.1:${ports.gatewayMetrics}/metrics`)).text(),
    'booking-api': await (await fetch(`http://127.0.0.1:${ports.apiMetrics}/metrics`)).text(),
  };
  const result = await load;
  console.log(
    `load: ${result.requests.total} searches in ${result.duration.toFixed(1)} s (${Math.round(result.requests.average)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
  const wanted = {
    gateway: [
      'rahi_http_request_duration_seconds',
      'rahi_booking_api_call_duration_seconds',
      'rahi_image_encodes',
      'rahi_image_cache_lookups_total',
      'nodejs_eventloop_lag_p99_seconds',
    ],
    'booking-api': [
      'rahi_http_request_duration_seconds',
      'rahi_db_pool_connections',
      'rahi_db_pool_waiting',
      'rahi_bookings',
      'rahi_holds_alive',
      'rahi_payments_awaiting_verification',
      'rahi_reconciler_runs_total',
      'rahi_outbox_backlog',
      'rahi_provider_circuit_open',
      'nodejs_eventloop_lag_p99_seconds',
    ],
  };
  for (const [service, names] of Object.entries(wanted)) {
    const found = families(during[service]);
    for (const name of names)
      check(found.has(name), `${service} /metrics under load: ${name} (${found.get(name) ?? 0} series)`);
  }
  const searches = during.gateway
    .split('\n')
    .find(
      (line) => line.startsWith('rahi_http_request_duration_seconds_count{') && line.includes('/handle-api'),
    );
  check(Boolean(searches), `gateway request count under load: ${searches ?? 'none'}`);

  // 2. One request id through both processes.
  const id = `check-${Date.now().toString(36)}`;
  const answer = await fetch(`${site}/handle-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': id },
    body: nthSearch(1),
  });
  await sleep(500);
  check(answer.headers.get('x-request-id') === id, `the answer carries X-Request-Id ${id}`);
  for (const [service, proc] of [
    ['gateway', gateway],
    ['booking-api', api],
  ]) {
    const line = proc.lines.find((l) => l.includes(id));
    check(Boolean(line), `${service}'s log has ${id}: ${line?.slice(0, 200) ?? 'not found'}`);
  }

  // 3. The database down, then back.
  pg.pause();
  for (const [service, url] of [
    ['gateway', site],
    ['booking-api', `http://127.0.0.1:${ports.api}`],
  ]) {
    const down = await until(`${url}/readyz`, 503, 15_000);
    check(
      down.ok,
      `${service} /readyz with the database stopped: 503 after ${down.ms} ms${down.ok ? '' : ` (last ${down.last})`}`,
    );
    const live = await status(`${url}/healthz`);
    check(live === 200, `${service} /healthz with the database stopped: ${live}`);
  }
  pg.resume();
  for (const [service, url] of [
    ['gateway', site],
    ['booking-api', `http://127.0.0.1:${ports.api}`],
  ]) {
    const up = await until(`${url}/readyz`, 200, 30_000);
    check(
      up.ok,
      `${service} /readyz with the database started again: 200 after ${up.ms} ms${up.ok ? '' : ` (last ${up.last})`}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  gateway?.stop();
  api.stop();
  await sleep(1000);
  pg.stop();
}
if (failed) {
  // What each process said last, so a failure in CI can be read from its log alone.
  for (const [name, proc] of [
    ['booking-api', api],
    ['gateway', gateway],
  ]) {
    if (!proc) continue;
    console.log(
      `--- ${name}'s last lines${proc.child.exitCode === null ? '' : ` (exited ${proc.child.exitCode})`}`,
    );
    for (const line of proc.lines.slice(-25)) console.log(line.slice(0, 400));
  }
}
process.exit(failed ? 1 : 0);
