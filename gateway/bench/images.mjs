// npm run bench:images -w @rahi/gateway: the image path's figures, printed, not guessed.
//  1. encode time of the first hotel's first photo, not yet cached, at 320, 640 and 1280 webp (median of 5);
//  2. the time to answer the same picture from the disk cache (median and p95 of 200);
//  3. the bytes of that photo at every allowed width, and in avif and jpeg at 640 with their encode times;
//  4. what a 390-px phone at density 2 downloads (780 → the next allowed width) against the desktop sizes.
// booking-api runs in this process on a small in-memory seed and is reached through the same Upstream as in
// the gateway; requests go through the image path's Hono app (app.request, no socket). Needs the builds of
// shared-contracts, booking-api and the gateway (npm run build).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const booking = require(path.join(root, 'booking-api', 'dist', 'index.js'));
const { seedDatabase } = require(path.join(root, 'booking-api', 'dist', 'seed', 'index.js'));
const { imageRoutes } = require(path.join(here, '..', 'dist', 'images', 'index.js'));
const { encodeImage } = require(path.join(here, '..', 'dist', 'images', 'encode.js'));
const { inProcessUpstream } = require(path.join(here, '..', 'dist', 'upstream', 'index.js'));
const { IMAGE_WIDTHS, nextImageWidth, imageUrl } = require(
  path.join(root, 'shared-contracts', 'dist', 'cjs', 'index.js'),
);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const handle = await booking.openDatabase({ dataDir: 'memory' });
await seedDatabase(handle.db, { hotels: 3, days: 1 });
const upstream = inProcessUpstream(booking.createBookingApi({ db: handle.db }));
const details = JSON.parse(
  (await upstream.fetch({ method: 'GET', path: '/hotels/1', headers: {} }, new AbortController().signal))
    .body,
);
const hotel = details.data;
const photo = hotel.images[0].url;
const svgBytes = Buffer.byteLength(
  (await upstream.fetch({ method: 'GET', path: photo, headers: {} }, new AbortController().signal)).body,
);
console.log(`\nFirst hotel: ${hotel.name} (id ${hotel.id}); first photo ${photo}, an SVG of ${kb(svgBytes)}`);

const cacheDirs = [];
/** A fresh image path over an empty cache folder, with its encoder timed. */
function freshImagePath() {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-image-bench-'));
  cacheDirs.push(cacheDir);
  const encodes = [];
  const encode = async (source, params) => {
    const started = performance.now();
    const bytes = await encodeImage(source, params);
    encodes.push(performance.now() - started);
    return bytes;
  };
  const app = imageRoutes({ upstream, cacheDir, cacheMaxBytes: 256 * 1024 * 1024, encode });
  const get = async (url) => {
    const started = performance.now();
    const response = await app.request(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return { body, ms: performance.now() - started };
  };
  return { get, encodes };
}

// The first encode in a process loads libvips, librsvg and the fonts; it is shown apart.
{
  const { get, encodes } = freshImagePath();
  await get(imageUrl('/media/hotels/2/lobby-1.svg', { width: 640, format: 'webp' }));
  console.log(`First encode of the process (libraries and fonts loading): ${ms(encodes[0])}`);
}

console.log('\n1. Not yet cached, webp q75 (median of 5, each on an empty cache):');
for (const width of [320, 640, 1280]) {
  const encodeTimes = [];
  const responseTimes = [];
  for (let run = 0; run < 5; run++) {
    const { get, encodes } = freshImagePath();
    responseTimes.push((await get(imageUrl(photo, { width, format: 'webp' }))).ms);
    encodeTimes.push(encodes[0]);
  }
  console.log(
    `   ${String(width).padStart(4)} px: encode ${ms(median(encodeTimes))}, whole response ${ms(median(responseTimes))}`,
  );
}

console.log('\n2. From the disk cache (640 webp, 200 requests):');
{
  const { get, encodes } = freshImagePath();
  const url = imageUrl(photo, { width: 640, format: 'webp' });
  await get(url);
  const times = [];
  for (let i = 0; i < 200; i++) times.push((await get(url)).ms);
  console.log(
    `   median ${ms(median(times))}, p95 ${ms(p95(times))}; encodes: ${encodes.length} (the first request only)`,
  );
}

console.log('\n3. Bytes of the first photo at each allowed width (webp q75):');
const bytesAt = {};
{
  const { get, encodes } = freshImagePath();
  for (const width of IMAGE_WIDTHS) {
    const { body } = await get(imageUrl(photo, { width, format: 'webp' }));
    bytesAt[width] = body.length;
    console.log(
      `   ${String(width).padStart(4)} px: ${kb(body.length).padStart(8)}  (encode ${ms(encodes.at(-1))})`,
    );
  }
  for (const format of ['avif', 'jpeg']) {
    const { body } = await get(imageUrl(photo, { width: 640, format }));
    console.log(`   640 px ${format}: ${kb(body.length)}, encode ${ms(encodes.at(-1))}`);
  }
}

const phoneWidth = nextImageWidth(390 * 2);
console.log('\n4. What each screen downloads for the first photo shown full width (srcset + sizes="100vw"):');
console.log(`   390-px phone, density 2: 780 → ${phoneWidth} px: ${kb(bytesAt[phoneWidth])}`);
console.log(
  `   390-px phone, density 1: 390 → ${nextImageWidth(390)} px: ${kb(bytesAt[nextImageWidth(390)])}`,
);
console.log(`   1280-px desktop, density 1: ${kb(bytesAt[1280])}; density 2: 2560 px: ${kb(bytesAt[2560])}`);
console.log(`   without srcset every screen gets the largest, 3072 px: ${kb(bytesAt[3072])}`);
console.log(`   (the SVG itself, drawn by the browser: ${kb(svgBytes)})`);

await handle.close();
for (const dir of cacheDirs) fs.rmSync(dir, { recursive: true, force: true });
