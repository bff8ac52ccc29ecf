// The home page arrives rendered by the gateway (TBT): without JavaScript the HTML already holds the
// hero heading, the whole search box, the popular destinations and the hotel rows, in the shell's layout drawn
// with it as one tree; in Chromium the page hydrates that HTML without asking the API for the rows again,
// without a hydration error or a shift, and the search box answers afterwards.
import { expect, type Page, test } from '@playwright/test';
import { holdTheApp, SERVER_PAGE } from './hydration-watch';

const HEADING = 'رزرو هتل در سراسر ایران، با بهترین قیمت';
const POPULAR_CITY_IDS = [1, 2, 3, 4, 5, 6];

/** A popular city's name and hotel count, as booking-api gives it through the proxy. */
async function city(page: Page, id: number) {
  const res = await page.request.post('/handle-api', {
    data: { endPoint: `/cities/${id}/hotels?pageSize=1`, options: { method: 'GET' } },
  });
  return (await res.json()).data.city as { name: string; hotelsCount: number };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML holds the hero heading, the search box and the popular destinations', async ({ page }) => {
    const res = await page.goto('/');

    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-rahi-render']).toBe('server');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    const search = page.getByRole('search', { name: 'جستجوی هتل' });
    await expect(search.getByRole('combobox', { name: 'مقصد یا نام هتل' })).toBeVisible();
    await expect(search.getByRole('button', { name: 'جستجو' })).toBeVisible();
    const popular = page.getByRole('region', { name: 'مقصدهای محبوب' });
    for (const id of POPULAR_CITY_IDS) {
      const { name } = await city(page, id);
      await expect(popular.getByRole('link', { name: `هتل‌های ${name}` })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'هتل‌های نزدیک حرم امام رضا (ع)' }).getByRole('article'),
    ).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'هتل‌های پیشنهادی امشب' }).getByRole('article')).toHaveCount(
      4,
    );
    // Drawn with the shell's own layout as one tree: the header and its links are there before any JavaScript.
    await expect(page.locator('#root[data-render="one-tree"] #main')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'راهی، صفحه اصلی' })).toBeVisible();
  });

  test('the head carries the canonical root, Open Graph and a WebSite description', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain('<title>راهی | رزرو آنلاین هتل</title>');
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/">/);
    expect(head).toContain('<meta property="og:title" content="راهی | رزرو آنلاین هتل">');
    expect(head).toContain('<style data-emotion="rtl ');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1] ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'WebSite', name: 'راهی' });
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px it hydrates without asking for the rows again or moving, and the search box answers`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const rowCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/handle-api') && request.postData()?.includes('/cities/'))
        rowCalls.push(request.postData() ?? '');
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

    await page.goto('/');
    await expect(page.locator(SERVER_PAGE)).toBeVisible();
    await page.waitForFunction(() => !('__RAHI_HOME__' in window)); // taken by ./HomePage once hydrated
    await page.waitForLoadState('networkidle');

    expect(problems.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    expect(rowCalls).toEqual([]);
    const cls = await page.evaluate(
      () => (window as unknown as { __layoutShift: { cls: number } }).__layoutShift.cls,
    );
    expect(cls).toBeLessThanOrEqual(0.01);

    // Hydrated (the search box's code arrives on its own): typing asks for suggestions and offers Mashhad.
    const destination = page.getByRole('combobox', { name: 'مقصد یا نام هتل' });
    await expect(async () => {
      await destination.fill('');
      await destination.fill('مشهد');
      await expect(page.getByRole('option', { name: 'مشهد، خراسان رضوی' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  });
}

test.describe('before the page is hydrated', () => {
  // main.js held back, so the traveller meets the server's search box while the app is still on its way.
  let release: () => void;
  test.beforeEach(async ({ page }) => {
    release = await holdTheApp(page);
  });

  test('what the traveller types into the search box is kept, with the focus, once the app has it', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const destination = page.getByRole('combobox', { name: 'مقصد یا نام هتل' });
    await destination.click();
    await page.keyboard.type('مشه');
    expect(await page.evaluate(() => '__RAHI_HOME__' in window)).toBe(true); // still the server's HTML

    release();
    await page.waitForFunction(() => !('__RAHI_HOME__' in window));
    await expect(destination).toHaveValue('مشه');
    await expect(destination).toBeFocused();
    await expect(page.getByRole('option', { name: 'مشهد، خراسان رضوی' })).toBeVisible();
  });

  test("a Tab on the server's HTML shows where the focus is, before the app can draw it", async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('search', { name: 'جستجوی هتل' }).getByRole('button', { name: 'جستجو' });
    await search.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => '__RAHI_HOME__' in window)).toBe(true); // still the server's HTML
    await expect(search).toBeFocused();
    const outline = await search.evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('a search asked for meanwhile is answered by the app, not by the browser reloading the page', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'جستجو' }).click();
    expect(await page.evaluate(() => '__RAHI_HOME__' in window)).toBe(true);
    release();

    // The app answers once it is there: every field is missing, so the message docs/product.md §5 gives, on the same document.
    await expect(page.getByRole('alert').filter({ hasText: 'لطفا همه فیلد ها را پر کنید' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
