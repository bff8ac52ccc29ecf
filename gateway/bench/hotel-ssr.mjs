// npm run bench:ssr -w @rahi/gateway: time to first byte of the server-rendered hotel page, printed.
// 50 sequential GETs of /hotel/{id}/{slug}?checkin&nights after 5 to warm up; each is timed from the request
// to the response's headers (first byte) and to its last byte. Every answer must say X-Rahi-Render: server.
// Uses BENCH_URL when given (a running gateway), else starts gateway/dist/server.js on a free port with its own
// PGlite folder (seeded on its first run, ~20-40 s, kept in the system's temp folder for the next run).
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
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
  const median = percentile(sorted, 50);
  return `median ${median.toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
};

const { base, stop } = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} }
  : await startGateway();
try {
  const checkin = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const hotel = await (
    await fetch(`${base}/handle-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endPoint: `/hotels/${HOTEL_ID}`, options: { method: 'GET' } }),
    })
  ).json();
  const url = `${base}/hotel/${HOTEL_ID}/${encodeURIComponent(hotel.data.slug)}?checkin=${checkin}&nights=2`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    const firstByte = performance.now() - started;
    const body = await response.arrayBuffer();
    const render = response.headers.get('x-rahi-render');
    if (response.status !== 200 || render !== 'server')
      throw new Error(`${url} answered ${response.status}, ${render}`);
    const timing = Object.fromEntries(
      (response.headers.get('server-timing') ?? '')
        .split(',')
        .map((part) => /(\w+);dur=([\d.]+)/.exec(part))
        .filter(Boolean)
        .map((match) => [match[1], Number(match[2])]),
    );
    return { firstByte, total: performance.now() - started, bytes: body.byteLength, ...timing };
  };
  for (let i = 0; i < 5; i++) await once();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  console.log(`\nServer-rendered hotel page, ${RUNS} sequential requests: ${url}`);
  console.log(
    `  time to first byte: ${describe(runs.map((run) => run.firstByte))}  (target: median ≤ 80 ms)`,
  );
  console.log(`  to the last byte:   ${describe(runs.map((run) => run.total))}`);
  console.log(`  inside the gateway: data ${describe(runs.map((run) => run.data))}`);
  console.log(`                      render ${describe(runs.map((run) => run.render))}`);
  console.log(`  HTML: ${(runs[0].bytes / 1024).toFixed(1)} KiB before compression`);
} finally {
  stop();
}
