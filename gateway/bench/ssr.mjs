// npm run bench:ssr -w @rahi/gateway: the server-rendered pages' times, printed, for the hotel page and the
// reservation page (a draft of the bench's own browser session, drawn for that session only).
// For each page, drawn (the hotel page: each request another stay, so no kept page answers it): 50 sequential GETs
// after 5 to warm up, each timed to the response's headers (first byte) and to its last byte, with the gateway's
// Server-Timing (data, render); then autocannon, 20 connections for BENCH_SECONDS (10), latency p50/p90/p99 and
// requests per second. The hotel page then kept (one address, served from the gateway's page cache, ADR 0040):
// the same two. Every sequential answer must say X-Rahi-Render: server and hold the page's own heading; every
// loaded one must be a 200.
// Uses BENCH_URL when given (a running gateway), else starts gateway/dist/server.js on a free port with its own
// PGlite folder (seeded on its first run, ~20-40 s, kept in the system's temp folder for the next run).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { buildReservationData, reservationPath, todayInTehran, addDays } = require(
  path.join(here, '..', '..', 'shared-contracts', 'dist', 'cjs', 'index.js'),
);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const HOTEL_ID = Number(process.env.BENCH_HOTEL ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startGateway() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, '..', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? path.join(os.tmpdir(), 'rahi-bench-ssr-pglite'),
      MF_REGISTRY_FILE: path.join(os.tmpdir(), 'rahi-bench-ssr-no-registry.json'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 180_000; waited += 250) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the gateway did not start within 180 s');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const describe = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
};

/** A booking-api call through the gateway's proxy; its `data`. */
async function api(base, endPoint, headers = {}) {
  const response = await fetch(`${base}/handle-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ endPoint, options: { method: 'GET' } }),
  });
  const body = await response.json();
  if (!body.meta?.status) throw new Error(`${endPoint}: ${response.status} ${JSON.stringify(body.meta)}`);
  return body.data;
}

/** The reservation page of a fresh draft (one free room of the hotel), with the cookie of its browser session. */
async function reservationPage(base, hotel, checkin) {
  const nights = 2;
  const rooms = await api(base, `/hotels/${hotel.id}/rooms?checkin=${checkin}&nights=${nights}`);
  const offer = rooms.find((room) => room.freeCount >= 1);
  if (!offer) throw new Error(`hotel ${hotel.id} has no free room from ${checkin}`);
  const reservationId = randomUUID();
  const room = { ...offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false };
  const saved = await fetch(`${base}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      reservationId,
      reservationData: buildReservationData({ hotel, stay: { checkin, nights }, rooms: [room] }),
    }),
  });
  if (!saved.ok) throw new Error(`the draft was refused: ${saved.status} ${await saved.text()}`);
  const cookie = saved.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { path: reservationPath(reservationId, { checkin, nights }), headers: { cookie } };
}

/** One GET of `url`, timed, checked to be the server's page with `heading`. */
async function timedGet(url, headers, heading) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const firstByte = performance.now() - started;
  const html = await response.text();
  const render = response.headers.get('x-rahi-render');
  if (response.status !== 200 || render !== 'server' || !html.includes(heading))
    throw new Error(
      `${url} answered ${response.status}, ${render}, ${html.includes(heading) ? '' : 'without'} its heading`,
    );
  const serverTiming = response.headers.get('server-timing') ?? '';
  const timing = Object.fromEntries(
    serverTiming
      .split(',')
      .map((part) => /(\w+);dur=([\d.]+)/.exec(part))
      .filter(Boolean)
      .map((match) => [match[1], Number(match[2])]),
  );
  const kept = serverTiming.includes('cache;desc=kept');
  return { firstByte, total: performance.now() - started, bytes: html.length, kept, ...timing };
}

/** autocannon with CONNECTIONS connections for SECONDS; `pathFor(n)` gives the n-th request's path. */
async function load(base, pathFor, headers) {
  let n = 0;
  const loaded = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        headers: { 'accept-encoding': 'br, gzip', ...headers },
        setupRequest: (request) => ({ ...request, path: pathFor(n++) }),
      },
    ],
  });
  if (loaded.non2xx || loaded.errors) process.exitCode = 1;
  return `latency p50 ${loaded.latency.p50} ms, p90 ${loaded.latency.p90} ms, p99 ${loaded.latency.p99} ms; ${Math.round(loaded.requests.average)} req/s; ${loaded.non2xx} non-2xx, ${loaded.errors} errors`;
}

/**
 * The page at `pathFor(n)`: drawn (every request a new address, so nothing kept serves it: its own stay) and, for
 * a page kept for visitors without a session (gateway/src/ssr/page-cache.ts), kept (one address).
 */
async function measure(label, { base, pathFor, headers = {}, keptToo }, heading) {
  for (let i = 0; i < 5; i++) await timedGet(`${base}${pathFor(1000 + i)}`, headers, heading);
  const drawn = [];
  for (let i = 0; i < RUNS; i++) drawn.push(await timedGet(`${base}${pathFor(i)}`, headers, heading));
  if (drawn.some((run) => run.kept)) throw new Error(`${label}: a page meant to be drawn was kept`);
  console.log(`\n${label}: ${base}${pathFor(0)}`);
  console.log(
    `  drawn, ${RUNS} sequential, time to first byte: ${describe(drawn.map((run) => run.firstByte))}`,
  );
  console.log(`    to the last byte:   ${describe(drawn.map((run) => run.total))}`);
  console.log(`    inside the gateway: data ${describe(drawn.map((run) => run.data))}`);
  console.log(`                        render ${describe(drawn.map((run) => run.render))}`);
  console.log(
    `  drawn, ${CONNECTIONS} connections, ${SECONDS} s: ${await load(base, (n) => pathFor(2000 + n), headers)}`,
  );
  if (keptToo) {
    const kept = [];
    for (let i = 0; i < RUNS; i++) kept.push(await timedGet(`${base}${pathFor(0)}`, headers, heading));
    if (!kept.slice(1).every((run) => run.kept)) throw new Error(`${label}: the same address was not kept`);
    console.log(
      `  kept, ${RUNS} sequential, time to first byte: ${describe(kept.map((run) => run.firstByte))}`,
    );
    console.log(
      `  kept, ${CONNECTIONS} connections, ${SECONDS} s: ${await load(base, () => pathFor(0), headers)} (target for the hotel page: p50 ≤ 30 ms)`,
    );
  }
  console.log(`  HTML: ${(drawn[0].bytes / 1024).toFixed(1)} KiB before compression`);
}

const { base, stop } = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} }
  : await startGateway();
try {
  const today = todayInTehran(new Date());
  const checkin = addDays(today, 7);
  const hotel = await api(base, `/hotels/${HOTEL_ID}`);
  // A different stay for each request to be drawn: a check-in 1 to 300 days ahead.
  const hotelPath = (n) =>
    `/hotel/${HOTEL_ID}/${encodeURIComponent(hotel.slug)}?checkin=${addDays(today, 1 + (n % 300))}&nights=2`;
  await measure('Hotel page', { base, pathFor: hotelPath, keptToo: true }, `>${hotel.name}</h1>`);
  const reservation = await reservationPage(base, hotel, checkin);
  await measure(
    'Reservation page (a draft of this session: personal, never kept)',
    { base, pathFor: () => reservation.path, headers: reservation.headers },
    'تکمیل اطلاعات رزرو</h1>',
  );
  console.log(
    `\nload average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  stop();
}
