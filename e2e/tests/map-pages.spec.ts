// The map pages: /railway-map and /mehrabad-map arrive rendered by the gateway, content,
// head and Place JSON-LD in the HTML before JavaScript, and hydrate without warnings or asking booking-api again.
// The railway map zooms with its buttons, the mouse wheel and the keyboard, pans with the arrows, and a tapped
// station opens its city's hotels. With RAHI_SCREENSHOTS=<folder>, screenshots at
// 390 and 1280 px go there.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SERVER_PAGE, watchHydration } from './hydration-watch';

const SHOTS = process.env.RAHI_SCREENSHOTS;
const RAILWAY_H1 = 'نقشه راه‌آهن ایران';
const MEHRABAD_H1 = 'نقشه فرودگاه مهرآباد';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  JSON.parse(attr(html, /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/) ?? '{}');

async function serverHtml(request: import('@playwright/test').APIRequestContext, path: string, h1: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-rahi-render']).toBe('server');
  const html = await res.text();
  expect(html).toContain(`>${h1}</h1>`);
  expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${h1} | راهی`);
  expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
  const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
  expect(canonical).toMatch(new RegExp(`^http://localhost:\\d+${path}$`));
  expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
  expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(`${h1} | راهی`);
  return html;
}

test('/railway-map: 200 with every line, its stations and Place JSON-LD in the HTML before JavaScript', async ({
  request,
}) => {
  const html = await serverHtml(request, '/railway-map', RAILWAY_H1);
  for (const line of ['تهران – مشهد', 'تهران – تبریز – جلفا', 'بافق – بندرعباس', 'اهواز – خرمشهر'])
    expect(html).toContain(line);
  for (const station of ['گرمسار', 'شاهرود', 'میانه', 'جلفا', 'بافق', 'بادرود', 'بندر امام خمینی', 'خرمشهر'])
    expect(html).toContain(`>${station}<`);
  // Stations of cities with hotels in the database link to their city pages, with the count in Persian digits.
  expect(html).toMatch(/href="\/city\/\d+\/hotels-mashhad"/);
  expect(html).toMatch(/\(۱۱۰ هتل\)/);
  expect(html).not.toMatch(/<a[^>]*>گرمسار<\/a>/);
  expect(html).toContain('تقریبی است');
  const jsonLd = jsonLdOf(html);
  expect(jsonLd).toMatchObject({ '@type': 'Place', name: 'شبکه راه‌آهن مسافری ایران' });
  expect(jsonLd.containsPlace.length).toBeGreaterThan(30);
  expect(jsonLd.containsPlace[0]).toMatchObject({
    '@type': 'TrainStation',
    geo: { '@type': 'GeoCoordinates' },
  });
});

test('/mehrabad-map: 200 with the terminals, both metro stations, the terminal warning and nearby hotels before JavaScript', async ({
  request,
}) => {
  const html = await serverHtml(request, '/mehrabad-map', MEHRABAD_H1);
  expect(html).toContain('فرودگاه مهرآباد پایانه ۱ و ۲');
  expect(html).toContain('پایانه ۴ و ۶');
  expect(html).toContain('پایانه‌شان را در مهرآباد عوض می‌کنند');
  expect(html).toContain('تاکسی');
  expect(html.match(/href="\/hotel\/\d+\/[^"]+"/g)?.length).toBe(6);
  expect(html).toMatch(/[۰-۹]+(٫[۰-۹])? کیلومتر تا فرودگاه/);
  expect(jsonLdOf(html)).toMatchObject({
    '@type': 'Airport',
    iataCode: 'THR',
    geo: { '@type': 'GeoCoordinates' },
    address: { addressLocality: 'تهران' },
  });
});

test('both pages hydrate without warnings and without fetching again, and fit a phone; screenshots', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [path, h1, name] of [
      ['/railway-map', RAILWAY_H1, 'railway-map'],
      ['/mehrabad-map', MEHRABAD_H1, 'mehrabad-map'],
    ]) {
      const watch = watchHydration(page, /railway-lines|airports/);
      await page.goto(path as string);
      await expect(page.locator(SERVER_PAGE)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
      await page.waitForLoadState('networkidle');
      expect(watch.hydrationProblems()).toEqual([]);
      expect(await watch.replacedServerMarkup()).toEqual([]);
      expect(watch.contentCalls).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      watch.stop();
    }
  }
});

/** The map's current zoom and offset, from the transform react-zoom-pan-pinch writes. */
async function mapTransform(page: Page) {
  const transform = await page
    .locator('.react-transform-component')
    .evaluate((element) => (element as HTMLElement).style.transform);
  const scale = Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? 1);
  const [x = 0, y = 0] = (/translate(?:3d)?\(([^)]+)\)/.exec(transform)?.[1] ?? '0px, 0px')
    .split(',')
    .map((part) => Number.parseFloat(part));
  return { scale, x, y };
}

test('the railway map zooms with the keyboard, its buttons and the wheel, and pans with the arrows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/railway-map');
  await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
  const frame = page.getByRole('group', { name: /^نقشه خطوط ریلی/ });

  // Keyboard: Tab from the last zoom button reaches the map; + zooms in, an arrow pans, 0 shows it all again.
  await page.getByRole('button', { name: 'نمای کامل' }).focus();
  await page.keyboard.press('Tab');
  await expect(frame).toBeFocused();
  await page.keyboard.press('+');
  await expect.poll(async () => (await mapTransform(page)).scale).toBeGreaterThan(1.4);
  const zoomed = await mapTransform(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await mapTransform(page)).x).not.toBe(zoomed.x);
  await page.keyboard.press('0');
  await expect.poll(async () => (await mapTransform(page)).scale).toBe(1);

  // Buttons.
  await page.getByRole('button', { name: 'بزرگ‌نمایی نقشه' }).click();
  await expect.poll(async () => (await mapTransform(page)).scale).toBeGreaterThan(1.4);
  await page.getByRole('button', { name: 'کوچک‌نمایی نقشه' }).click();
  await expect.poll(async () => (await mapTransform(page)).scale).toBeLessThan(1.1);

  // The wheel, over the map.
  const box = await frame.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await mapTransform(page)).scale).toBeGreaterThan(1.1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a station of a city we sell opens that city’s hotels', async ({ page }) => {
    await page.goto('/railway-map');
    await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
    await page.locator('svg a[data-station="mashhad"]').tap();
    await expect(page).toHaveURL(/\/city\/\d+\/hotels-mashhad$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مشهد');
  });
});

test('a station in the list view opens its city too', async ({ page }) => {
  await page.goto('/railway-map');
  const list = page.getByRole('region', { name: 'فهرست خطوط و ایستگاه‌ها' });
  await list.getByRole('link', { name: 'تبریز' }).first().click();
  await expect(page).toHaveURL(/\/city\/\d+\/hotels-tabriz$/);
});
