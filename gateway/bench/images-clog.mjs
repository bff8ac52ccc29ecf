// npm run bench:images-clog -w @rahi/gateway: can abandoned, costly picture requests clog the
// image path? Over a real socket (so a client that leaves closes its connection, as a browser does):
//  1. the probe's attack: six w=3072&h=9216&f=avif requests, each with a fresh background: their statuses;
//  2. six of the costliest pictures still allowed (3072 × 3072 webp, fresh backgrounds), abandoned after 100 ms,
//     then one new small picture: how long it waited;
//  3. forty costliest allowed pictures asked ten at a time: the process's peak resident memory meanwhile.
// booking-api runs in this process on a small in-memory seed; the image path is served by @hono/node-server
// exactly as in the gateway. Needs the builds (npm run build).
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const booking = require(path.join(root, 'booking-api', 'dist', 'index.js'));
const { seedDatabase } = require(path.join(root, 'booking-api', 'dist', 'seed', 'index.js'));
const { imageRoutes } = require(path.join(here, '..', 'dist', 'images', 'index.js'));
const { inProcessUpstream } = require(path.join(here, '..', 'dist', 'upstream', 'index.js'));

const handle = await booking.openDatabase({ dataDir: 'memory' });
await seedDatabase(handle.db, { hotels: 3, days: 1 });
const upstream = inProcessUpstream(booking.createBookingApi({ db: handle.db }));
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-image-clog-'));
const app = imageRoutes({ upstream, cacheDir, cacheMaxBytes: 512 * 1024 * 1024 });
console.warn = () => {}; // the image path's one line per refusal; the figures below say the same
const server = await new Promise((resolve) => {
  const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
});
const { port } = server.address();
const photo = '/media/hotels/1/exterior-1.svg';
let backgrounds = 0x100000;
const fresh = () => (backgrounds++).toString(16);

/** GET over a socket; with `leaveAfterMs` the client closes its connection then, as a tab that is shut. */
function get(query, leaveAfterMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(
      { host: '127.0.0.1', port, path: `/_img?src=${photo}&${query}`, headers: { accept: 'image/webp' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 'left', ms: performance.now() - started }));
    if (leaveAfterMs !== undefined) setTimeout(() => request.destroy(), leaveAfterMs);
  });
}

const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
console.log(
  `\nImage path under abandoned costly requests (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
);
await get('w=320'); // libvips, librsvg and the fonts load once

const attack = await Promise.all(Array.from({ length: 6 }, () => get(`w=3072&h=9216&f=avif&bg=${fresh()}`)));
console.log(`1. w=3072&h=9216&f=avif ×6: ${attack.map((answer) => answer.status).join(', ')}`);

const abandoned = Array.from({ length: 6 }, () => get(`w=3072&h=3072&bg=${fresh()}`, 100));
await new Promise((resolve) => setTimeout(resolve, 150));
const next = await get(`w=320&bg=${fresh()}`);
await Promise.all(abandoned);
console.log(
  `2. six 3072 × 3072 webp abandoned after 100 ms, then a new 320-px picture: ${next.status} in ${Math.round(next.ms)} ms`,
);

const before = process.memoryUsage().rss;
peak = before;
const statuses = {};
for (let round = 0; round < 4; round++) {
  const answers = await Promise.all(Array.from({ length: 10 }, () => get(`w=3072&h=3072&bg=${fresh()}`)));
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
}
console.log(
  `3. forty 3072 × 3072 webp, ten at a time (answers ${JSON.stringify(statuses)}): resident memory ${mb(before)} before, peak ${mb(peak)}, after ${mb(process.memoryUsage().rss)}`,
);
clearInterval(sampler);
server.close();
await handle.close();
fs.rmSync(cacheDir, { recursive: true, force: true });
