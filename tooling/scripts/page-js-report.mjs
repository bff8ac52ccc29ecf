// node tooling/scripts/page-js-report.mjs <base URL> [<base URL> …]: the JavaScript each of a few pages loads, as
// Chromium receives it until the network is idle (gzip -9 of each script response's body, so a joined /_startup.js
// counts as one file), side by side for each gateway given: an A/B of two builds served at once.
// Needs running gateways and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { launchOptions } = require('../chromium.js');

const bases = process.argv.slice(2).map((base) => base.replace(/\/$/, ''));
if (bases.length === 0) throw new Error('usage: page-js-report.mjs <base URL> [<base URL> …]');
const checkin = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const stay = `checkin=${checkin}&nights=2`;
const PAGES = [
  '/',
  `/city/1/hotels-mashhad?${stay}`,
  `/hotel/3/x?${stay}`,
  '/guide',
  '/travel-tips',
  '/railway-map',
  '/auth/login',
  '/contact-us',
  '/reserve-status',
];

const browser = await chromium.launch(launchOptions);
console.log(`${'page'.padEnd(42)}${bases.join('   ')}`);
for (const url of PAGES) {
  const row = [];
  for (const base of bases) {
    const page = await browser.newPage();
    let bytes = 0;
    let files = 0;
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response
          .body()
          .then((body) => {
            bytes += zlib.gzipSync(body, { level: 9 }).length;
            files++;
          })
          .catch(() => {}),
      );
    });
    await page.goto(base + url, { waitUntil: 'networkidle', timeout: 90_000 });
    await Promise.all(bodies);
    row.push(`${(bytes / 1024).toFixed(1)} KiB in ${files}`);
    await page.close();
  }
  console.log(`${url.slice(0, 40).padEnd(42)}${row.join('   ')}`);
}
await browser.close();
