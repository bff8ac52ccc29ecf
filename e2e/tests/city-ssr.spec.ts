// The city page arrives rendered by the gateway (LCP): without JavaScript the HTML already holds the
// city, the count, the hotels with their from-prices and photos (srcset through /_img, the first ones eager),
// and in Chromium the page hydrates that HTML without asking the API for the same list again, without
// moving; the filters work afterwards as before, and one ticked (or an order chosen) before hydration is applied
// once it is done.
import { expect, type Page, test } from '@playwright/test';
import { formatToman, toPersianDigits } from '../../shared-contracts/src/text/digits';
import { openWithAppHeld, pageReady, SERVER_PAGE, watchHydration } from './hydration-watch';

const CITY_ID = 1;
const CITY_PATH = `/city/${CITY_ID}/hotels-mashhad`;

/** A stay a few days ahead, as 'YYYY-MM-DD' in UTC (never in the past in Tehran either). */
const checkin = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

interface Card {
  id: number;
  name: string;
  fromPrice: number | null;
  stars: number;
}

/** The first page of the city's list for the stay, as booking-api gives it through the proxy. */
async function firstPage(page: Page, stay: string, filters = '') {
  const res = await page.request.post('/handle-api', {
    data: {
      endPoint: `/cities/${CITY_ID}/hotels?checkin=${stay}&nights=2${filters}&pageSize=10`,
      options: { method: 'GET' },
    },
  });
  return (await res.json()).data as { city: { name: string }; items: Card[]; total: number };
}

test('the HTML of a city page, without JavaScript, holds the city, a hotel, a from-price and card photos', async ({
  page,
}) => {
  const stay = checkin();
  const list = await firstPage(page, stay);
  const priced = list.items.find((hotel) => hotel.fromPrice !== null) as Card;

  const res = await page.request.get(`${CITY_PATH}?checkin=${stay}&nights=2`);
  const html = await res.text();

  expect(res.status()).toBe(200);
  expect(res.headers()['x-rahi-render']).toBe('server');
  expect(html).toContain(`<title>هتل‌های ${list.city.name} | راهی</title>`);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain(priced.name);
  expect(html).toContain(formatToman(priced.fromPrice ?? 0));
  const images = html.match(/<img [^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(2);
  expect(images[0]).toMatch(/srcSet="\/_img\?src=/i);
  expect(images[0]).toMatch(/fetchPriority="high"/i);
  expect(images[0]).toContain('loading="eager"');
  expect(images.at(-1)).toContain('loading="lazy"');
  const itemList = JSON.parse(
    /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  );
  expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: list.total });
});

test('a city that does not exist answers 404', async ({ page }) => {
  const res = await page.request.get('/city/999999/hotels-nowhere');

  expect(res.status()).toBe(404);
});

test('in Chromium the page hydrates without asking for the list again or moving, and the filters still work', async ({
  page,
}) => {
  const stay = checkin();
  const list = await firstPage(page, stay);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The list's calls (/cities/:id/hotels); the map beside it at 1280 px asks for its own data (/cities/:id/map)
  // once it is in view, after hydration, once.
  const listCalls: string[] = [];
  const mapCalls: string[] = [];
  page.on('request', (request) => {
    const body = request.url().endsWith('/handle-api') ? (request.postData() ?? '') : '';
    if (/\/cities\/\d+\/hotels\?/.test(body)) listCalls.push(body);
    if (/\/cities\/\d+\/map\?/.test(body)) mapCalls.push(body);
  });
  await page.addInitScript(() => {
    const state = { cls: 0 };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`${CITY_PATH}?checkin=${stay}&nights=2`);
  await expect(page.locator(SERVER_PAGE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `هتل‌های ${list.city.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !('__RAHI_CITY__' in window)); // taken by ./CityPage once hydrated

  expect(problems.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  expect(listCalls).toEqual([]);
  expect(mapCalls.length).toBeLessThanOrEqual(1);
  const cls = await page.evaluate(
    () => (window as unknown as { __layoutShift: { cls: number } }).__layoutShift.cls,
  );
  expect(cls).toBeLessThanOrEqual(0.01);

  // Hydrated: the sidebar's filters answer, the address and the list follow.
  const fiveStars = await firstPage(page, stay, '&stars=5');
  // click, then wait for the tick: the box follows the address, which react-router changes in a transition,
  // so it shows as checked a moment after the click (check() would assert at once).
  const fiveStarsBox = page
    .getByRole('complementary', { name: 'فیلترها' })
    .getByRole('checkbox', { name: /^۵ ستاره/ });
  await fiveStarsBox.click();
  await expect(fiveStarsBox).toBeChecked();
  await expect(page).toHaveURL(/stars=5/);
  await expect(page.getByRole('status').filter({ hasText: 'هتل' })).toHaveText(
    `${toPersianDigits(String(fiveStars.total))} هتل`,
  );
  await expect(page.getByRole('article').first()).toContainText(fiveStars.items[0]?.name ?? '');
  expect(listCalls.at(-1)).toContain('stars=5');
});

test('a filter ticked on the server-drawn page before it hydrates is applied once it has', async ({
  page,
}) => {
  const stay = checkin();
  const release = await openWithAppHeld(page, `${CITY_PATH}?checkin=${stay}&nights=2`);
  const fourStarsBox = page
    .getByRole('complementary', { name: 'فیلترها' })
    .getByRole('checkbox', { name: /^۴ ستاره/ });
  await fourStarsBox.check(); // the browser's own box, before React has the page
  release();
  await pageReady(page);

  await expect(page).toHaveURL(/stars=4/);
  await expect(fourStarsBox).toBeChecked();
  const fourStars = await firstPage(page, stay, '&stars=4');
  await expect(page.getByRole('status').filter({ hasText: 'هتل' })).toHaveText(
    `${toPersianDigits(String(fourStars.total))} هتل`,
  );
});

test('an order chosen on the server-drawn page before it hydrates is applied once it has', async ({
  page,
}) => {
  const release = await openWithAppHeld(page, CITY_PATH);
  const order = page.getByLabel('مرتب‌سازی');
  await order.selectOption({ label: 'بیشترین ستاره' }); // the browser's own select, before React has the page
  release();
  await pageReady(page);

  await expect(page).toHaveURL(/sort=stars/);
  await expect(order).toHaveValue('stars');
});

test("the Imam Reza shrine's hotels arrive drawn by the server, nearest first, and hydrate without asking again", async ({
  page,
}) => {
  const stay = checkin();
  const nearest = await firstPage(page, stay, '&sort=distance');
  const address = `/imam-hotels?checkin=${stay}&nights=2`;

  const res = await page.request.get(address);
  const html = await res.text();
  expect(res.status()).toBe(200);
  expect(res.headers()['x-rahi-render']).toBe('server');
  expect(html).toMatch(/<h1[^>]*>هتل‌های نزدیک حرم امام رضا \(ع\)<\/h1>/);
  expect(html).toContain(nearest.items[0]?.name ?? 'no hotel');

  const watch = watchHydration(page, /\/cities\/\d+\/hotels\?/);
  await page.goto(address);
  await page.waitForFunction(() => !('__RAHI_CITY__' in window));
  await page.waitForLoadState('networkidle');
  expect(watch.hydrationProblems()).toEqual([]);
  expect(await watch.replacedServerMarkup()).toEqual([]);
  expect(watch.contentCalls).toEqual([]);
  await expect(page.getByRole('article').first()).toContainText(nearest.items[0]?.name ?? '');
});

test("a hotel card opens that hotel's page, which stays put (the server's city page does not come back)", async ({
  page,
}) => {
  const stay = checkin();
  const first = (await firstPage(page, stay)).items[0] as Card;
  await page.goto(`${CITY_PATH}?checkin=${stay}&nights=2`);
  await page.waitForFunction(() => !('__RAHI_CITY__' in window));
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });

  await page.getByRole('link', { name: first.name }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/hotel/${first.id}/`));
  expect(addresses.filter((address) => address.startsWith('/city/'))).toEqual([]);
});
