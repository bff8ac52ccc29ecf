// The city's hotels on a map, at 390 (a list/map toggle) and 1280 px (beside the list): one marker or cluster
// share per hotel the list counts, each marker named by its hotel and price, a filter changes them, a marker opens
// its hotel; tiles come from the fixture here, and without any the page says so and the list still works.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { toAsciiDigits } from '../../shared-contracts/src/text/digits';

const CITY_PATH = '/city/1/hotels-mashhad';
const TILE = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'map-tiles', 'tile.png'));
const TILES = 'https://tiles.rahi.test/**';

const checkin = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const fromPersian = (text: string) => Number(toAsciiDigits(text));

async function serveTiles(page: Page) {
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
}

/** Opens the map (the toggle on a phone) and waits for its markers. */
async function openMap(page: Page, width: number) {
  if (width === 390) {
    const toggle = page.getByRole('button', { name: 'نمایش روی نقشه' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'نمایش فهرست' })).toHaveAttribute('aria-pressed', 'true');
  }
  const map = page.getByRole('region', { name: 'نقشه هتل‌ها' });
  await map.locator('a[data-hotel-link], button.rahi-cluster').first().waitFor();
  return map;
}

/** Hotels on the map: each marker one, each cluster as many as it says. */
async function hotelsOnMap(page: Page) {
  const map = page.getByRole('region', { name: 'نقشه هتل‌ها' });
  const markers = await map.locator('a[data-hotel-link]').count();
  const clusters = await map.locator('button.rahi-cluster').allTextContents();
  return markers + clusters.reduce((sum, text) => sum + fromPersian(text), 0);
}

/** The list's count, «۲۲ هتل». */
const listCount = async (page: Page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /^[۰-۹]+ هتل$/ })
    .first()
    .textContent();
  return fromPersian(/[۰-۹]+/.exec(text ?? '')?.[0] ?? '');
};

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('one marker per hotel of the list, named with its price; a filter changes them; a marker opens its hotel', async ({
      page,
    }, testInfo) => {
      await serveTiles(page);
      await page.goto(`${CITY_PATH}?checkin=${checkin()}&nights=2&stars=5`);
      const map = await openMap(page, width);
      await expect.poll(() => hotelsOnMap(page)).toBe(await listCount(page));
      const marker = map.locator('a[data-hotel-link]').first();
      await expect(marker).toHaveAttribute(
        'aria-label',
        /^.+، (هر شب [۰-۹٬]+ تومان|برای این تاریخ‌ها پر است)$/,
      );
      await expect(marker).toHaveText(/^([۰-۹٫]+[مه]|پر)$/);
      await expect(map.getByText(/^حرم: حرم امام رضا/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`city-map-${width}.png`) });

      const fiveStars = await hotelsOnMap(page);
      await page.goto(`${CITY_PATH}?checkin=${checkin()}&nights=2&stars=3`);
      await openMap(page, width);
      await expect.poll(() => hotelsOnMap(page)).toBe(await listCount(page));
      expect(await hotelsOnMap(page)).not.toBe(fiveStars);

      // By keyboard: the marker is a link in the tab order; Enter opens its hotel.
      const first = map.locator('a[data-hotel-link]').first();
      const name = ((await first.getAttribute('aria-label')) ?? '').split('،')[0] ?? '';
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/hotel\/\d+\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    });

    test('a cluster chosen by keyboard zooms in, and the focus goes to a marker of its hotels, in view', async ({
      page,
    }) => {
      await serveTiles(page);
      await page.goto(`${CITY_PATH}?checkin=${checkin()}&nights=2`);
      const map = await openMap(page, width);
      const cluster = map.locator('button.rahi-cluster').first();
      const before = await hotelsOnMap(page);
      await cluster.focus();
      await page.keyboard.press('Enter');
      const focused = map.locator('a[data-hotel-link]:focus, button.rahi-cluster:focus');
      await expect(focused).toHaveCount(1);
      // The map centres on the cluster at the zoom that splits it: its hotels' markers are in view, while the
      // first marker in the document may be one drawn just outside it.
      const frame = await map.boundingBox();
      const marker = await focused.boundingBox();
      expect(frame && marker).toBeTruthy();
      if (frame && marker) {
        expect(marker.x).toBeGreaterThanOrEqual(frame.x);
        expect(marker.x + marker.width).toBeLessThanOrEqual(frame.x + frame.width);
        expect(marker.y).toBeGreaterThanOrEqual(frame.y);
        expect(marker.y + marker.height).toBeLessThanOrEqual(frame.y + frame.height);
      }
      expect(await map.locator('a[data-hotel-link]').count()).toBeGreaterThan(0);
      expect(await hotelsOnMap(page)).toBeLessThanOrEqual(before);
    });

    test('without tiles the map says so in Persian and the list still works', async ({ page }, testInfo) => {
      await page.route(TILES, (route) => route.abort());
      await page.goto(`${CITY_PATH}?checkin=${checkin()}&nights=2`);
      const map = await openMap(page, width);
      await expect(
        page.getByRole('alert').filter({ hasText: 'نقشه در حال حاضر بارگیری نمی‌شود' }),
      ).toBeVisible();
      await expect(map.locator('a[data-hotel-link], button.rahi-cluster').first()).toBeVisible();
      // A failed tile is hidden, not drawn as Chromium's broken-image glyph.
      await expect(map.locator('img').first()).toBeAttached();
      await expect(map.locator('img:visible')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`city-map-no-tiles-${width}.png`) });
      if (width === 390) await page.getByRole('button', { name: 'نمایش فهرست' }).click();
      await expect(page.locator('main ol > li').first()).toBeVisible();
    });
  });
}

test('on the hotel page, a map without tiles says so and points to no list', async ({ page }) => {
  await page.route(TILES, (route) => route.abort());
  await page.goto(`/hotel/1/x?checkin=${checkin()}&nights=2`);
  const map = page.getByRole('region', { name: /نقشه موقعیت/ });
  // The map loads once it comes into view; the rooms above it may still be growing the page, so scroll to it
  // until the map has drawn into it (the hotel's own pin).
  await expect(async () => {
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.rahi-here')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const alert = page.getByRole('alert').filter({ hasText: 'نقشه در حال حاضر بارگیری نمی‌شود' });
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('فهرست');
});
