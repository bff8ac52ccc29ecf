// npm run bench:voucher -w @rahi/gateway: the voucher PDF's figures, printed, not guessed.
//  0. the CPU time one PDF takes to draw, in this thread (process.cpuUsage, p50/p95 of 200 after 50), which
//     load from other processes does not inflate: cores / that time bounds PDFs per second;
//  1. one PDF at a time through POST /api/voucher-pdf over loopback: p50 and p95 of 60 (after a warm-up);
//  2. PDFs per second with 4 clients for 10 s, the PDFs' p50/p95 meanwhile, and what other requests see while
//     PDFs render: GET /healthz every 20 ms (p50/p99) and the event loop's delay (p99, perf_hooks).
// The voucher routes run on a socket with the worker pool (VOUCHER_PDF_THREADS, default one per core); booking-api
// is a stand-in answering one paid booking (the fixtures of the tests), so the figures are the gateway's own.
// Needs the builds of shared-contracts and the gateway (npm run build).
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { voucherRoutes } = require(path.join(here, '..', 'dist', 'voucher', 'index.js'));
const { createRenderPool } = require(path.join(here, '..', 'dist', 'voucher', 'render-pool.js'));
const { paidBooking, hotelDetails } = require(path.join(here, '..', 'dist', 'voucher', 'test-fixtures.js'));
const { renderVoucherPdf } = require(path.join(here, '..', 'dist', 'voucher', 'render', 'render-voucher.js'));
const { buildVoucherDocument } = require('@rahi/shared-contracts');

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => `${value.toFixed(1)} ms`;
const envelope = (data) => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ meta: { status: true, message: '', errors: [] }, data }),
});
const upstream = {
  fetch: async (request) => envelope(request.path.startsWith('/hotels/') ? hotelDetails : paidBooking),
};

const document = buildVoucherDocument({
  booking: paidBooking,
  hotel: hotelDetails,
  isFactor: true,
  origin: 'https://rahi.ir',
});
for (let i = 0; i < 50; i++) await renderVoucherPdf(document);
const cpu = [];
for (let i = 0; i < 200; i++) {
  const before = process.cpuUsage();
  await renderVoucherPdf(document);
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
}

const threads = Number(process.env.VOUCHER_PDF_THREADS) || os.availableParallelism();
const renderer = createRenderPool(threads);
const app = new Hono().get('/healthz', (c) => c.json({ status: 'ok' }));
app.route('/', voucherRoutes({ upstream, renderer }));
const server = await new Promise((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const base = `http://127.0.0.1:${server.address().port}`;
const url = `${base}/voucher?reserveId=${paidBooking.reserveId}&mobile=${paidBooking.booker.mobile}&isFactor=1`;

async function onePdf() {
  const started = performance.now();
  const response = await fetch(`${base}/api/voucher-pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`voucher-pdf answered ${response.status}`);
  return { ms: performance.now() - started, bytes: bytes.byteLength };
}

for (let i = 0; i < threads * 10; i++) await onePdf();

const single = [];
let size = 0;
for (let i = 0; i < 60; i++) {
  const { ms: took, bytes } = await onePdf();
  single.push(took);
  size = bytes;
}

const loop = monitorEventLoopDelay({ resolution: 5 });
const underLoad = [];
const probes = [];
const endAt = performance.now() + 10_000;
loop.enable();
const probe = (async () => {
  while (performance.now() < endAt) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).text();
    probes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const clients = Array.from({ length: 4 }, async () => {
  while (performance.now() < endAt) underLoad.push((await onePdf()).ms);
});
const started = performance.now();
await Promise.all([...clients, probe]);
const seconds = (performance.now() - started) / 1000;
loop.disable();

console.log(
  `voucher PDF (the two-room invoice, one A4 page, ${(size / 1024).toFixed(1)} KB), ${threads} worker threads, ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log(
  `  CPU per PDF:      p50 ${ms(percentile(cpu, 0.5))}, p95 ${ms(percentile(cpu, 0.95))} (one thread, 200 PDFs)`,
);
console.log(
  `  one at a time:    p50 ${ms(percentile(single, 0.5))}, p95 ${ms(percentile(single, 0.95))} (60 PDFs)`,
);
console.log(
  `  4 clients, 10 s:  ${(underLoad.length / seconds).toFixed(1)} PDFs/s, p50 ${ms(percentile(underLoad, 0.5))}, p95 ${ms(percentile(underLoad, 0.95))}`,
);
console.log(
  `  meanwhile GET /healthz: p50 ${ms(percentile(probes, 0.5))}, p99 ${ms(percentile(probes, 0.99))} (${probes.length} requests)`,
);
console.log(
  `  event loop delay: p50 ${ms(loop.percentile(50) / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
);

server.close();
await renderer.close();
