// npm run gallery-bytes -w @rahi/e2e -- <base URL> [hotel path]: the image bytes a hotel page's first screen
// downloads, per viewport. Opens the page in Debian's Chromium at a phone's size and density
// and at a desktop's, waits for the network to settle, and adds up every image response.
import { chromium } from '@playwright/test';
import chromiumSettings from '@rahi/tooling/chromium';

const { launchOptions } = chromiumSettings;

const base = process.argv[2] ?? 'http://localhost:8080';
const checkin = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const hotelPath = process.argv[3] ?? `/hotel/3/hotel?checkin=${checkin}&nights=2`;
const viewports = [
  { width: 390, height: 844, deviceScaleFactor: 2, name: 'phone 390×844 at 2x' },
  { width: 390, height: 844, deviceScaleFactor: 3, name: 'phone 390×844 at 3x' },
  { width: 1280, height: 800, deviceScaleFactor: 1, name: 'desktop 1280×800 at 1x' },
];

const browser = await chromium.launch(launchOptions);
try {
  for (const { name, ...viewport } of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
    });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url().replace(base, ''), bytes: body.byteLength }))
          .catch(() => ({ url: response.url(), bytes: 0 })),
      );
    });
    await page.goto(base + hotelPath, { waitUntil: 'networkidle' });
    const images = await Promise.all(pending);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    console.log(`${name}: ${images.length} images, ${(total / 1024).toFixed(1)} KiB`);
    for (const image of images)
      console.log(`  ${(image.bytes / 1024).toFixed(1).padStart(6)} KiB  ${decodeURIComponent(image.url)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
