// The content pages: each arrives rendered by the gateway, its content and head in the HTML before any
// JavaScript, and hydrates without errors and without asking booking-api again; a CMS page three levels deep is
// found, an unknown path is a real 404 whose not-found page the server draws; /sitemap.xml follows the sitemap protocol
// and every address in it answers 200. With RAHI_SCREENSHOTS=<folder>, screenshots at 390 and 1280 px go there.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { SERVER_PAGE, watchHydration } from './hydration-watch';
import { logInByCode, persian } from './login-helpers';

const SHOTS = process.env.RAHI_SCREENSHOTS;

const PAGES = [
  { path: '/guide', name: 'guide', h1: 'راهنمای رزرو هتل در راهی' },
  { path: '/travel-tips', name: 'travel-tips', h1: 'نکات سفر' },
  { path: '/travel-tips?category=islands', name: 'travel-tips-islands', h1: 'نکات سفر: جزیره و دریا' },
  {
    path: '/travel-tips/kish-island-first-visit',
    name: 'article',
    h1: 'کیش برای اولین بار: فصل سفر، ساحل و جابه‌جایی در جزیره',
    article: true,
  },
  { path: '/cancellation-rules', name: 'cancellation-rules', h1: 'شرایط لغو رزرو' },
  { path: '/help/payment/failed-payment', name: 'deep-cms-page', h1: 'اگر پرداخت ناموفق بود' },
];

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const item of PAGES) {
  test(`${item.path}: 200, its heading and head in the HTML before JavaScript`, async ({ request }) => {
    const res = await request.get(item.path);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-rahi-render']).toBe('server');
    const html = await res.text();
    expect(html).toContain(`>${item.h1}</h1>`);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${item.h1} | راهی`);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toMatch(/^http:\/\/localhost:\d+\//);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(`${item.h1} | راهی`);
    const jsonLd = attr(html, /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/);
    if (item.article) {
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Article', headline: item.h1 });
    }
  });
}

test('each page hydrates without warnings and without fetching its content again; screenshots', async ({
  page,
}) => {
  test.setTimeout(180_000);
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const item of PAGES) {
      const watch = watchHydration(page, /\/(pages|articles)/);
      await page.goto(item.path);
      await expect(page.locator(SERVER_PAGE)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: item.h1 })).toBeVisible();
      await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
      await page.waitForLoadState('networkidle');
      expect(watch.hydrationProblems()).toEqual([]);
      expect(await watch.replacedServerMarkup()).toEqual([]);
      expect(watch.contentCalls).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${item.name}-${width}.png`, fullPage: true });
      watch.stop();
    }
  }
});

test('a logged-in traveller gets the page drawn as one tree with their name in the header, hydrated as it is', async ({
  page,
  request,
}) => {
  const mobile = await logInByCode(page, request);
  // The server draws the header for the token's traveller (the header's name, no login button) around the page.
  const html = await (await page.request.get('/guide')).text();
  expect(html).toContain('<div id="root" data-render="one-tree"');
  expect(html).toContain(persian(mobile));
  expect(html).not.toContain('ورود / ثبت‌نام');
  for (const path of ['/guide', '/contact-us']) {
    const watch = watchHydration(page, /\/pages/);
    await page.goto(path);
    await expect(page.getByRole('banner')).toContainText(persian(mobile));
    await page.waitForFunction(() => !('__RAHI_CONTENT__' in window));
    await page.waitForLoadState('networkidle');
    // The page's area kept the server's markup though the header above it re-rendered before the page's code came.
    expect(await watch.replacedServerMarkup()).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
    watch.stop();
  }
});

test('a travel-tips category filter and an article link work in the browser', async ({ page }) => {
  await page.goto('/travel-tips');
  await page.getByRole('link', { name: /^جزیره و دریا/ }).click();
  await expect(page).toHaveURL(/\/travel-tips\?category=islands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'نکات سفر: جزیره و دریا' })).toBeVisible();
  await page.getByRole('link', { name: /^قشم/ }).click();
  await expect(page).toHaveURL(/\/travel-tips\/qeshm-geopark-trip$/);
  await expect(page.getByRole('heading', { level: 1, name: /^قشم/ })).toBeVisible();
  await expect(page).toHaveTitle(/^قشم.* \| راهی$/);
});

const NOT_FOUND_H1 = 'صفحه‌ای که دنبالش بودید پیدا نشد';

test('an unknown path at any depth is a real 404 whose not-found page is in the HTML, not read again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of ['/no/such/deep/page', '/help/no/such/page', '/travel-tips/no-such-article']) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(res.headers()['x-rahi-render']).toBe('not-found; server');
    const html = await res.text();
    expect(html).toContain(`>${NOT_FOUND_H1}</h1>`);
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  }
  // The browser hydrates the server's not-found page: it does not ask booking-api for the page again.
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const watch = watchHydration(page, /\/pages\?path=/);
    await page.goto('/help/no/such/page');
    await expect(page.locator(SERVER_PAGE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_H1 })).toBeVisible();
    await expect(page.getByText('/help/no/such/page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('Page not found');
    expect(watch.hydrationProblems()).toEqual([]);
    expect(await watch.replacedServerMarkup()).toEqual([]);
    expect(watch.contentCalls).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/not-found-${width}.png`, fullPage: true });
    watch.stop();
  }
  // In the app, the next CMS address (the footer's link) is drawn by its own page, and another unknown one is read
  // once: the not-found page shows only after the query gave up, and a refusal is final, not retried.
  await page.getByRole('contentinfo').getByRole('link', { name: 'شرایط لغو' }).click();
  await expect(page).toHaveURL(/\/cancellation-rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'شرایط لغو رزرو' })).toBeVisible();
  const watch = watchHydration(page, /\/pages\?path=/);
  await page.evaluate(() => {
    history.pushState(null, '', '/no/such/deep/page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('/no/such/deep/page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_H1 })).toBeVisible();
  expect(watch.contentCalls).toHaveLength(1);
  watch.stop();
});

test('robots.txt points to the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/sitemap.xml follows the sitemap protocol and every address in it answers 200', async ({ request }) => {
  test.setTimeout(900_000);
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  // The protocol's structure (sitemaps.org/schemas/sitemap/0.9/sitemap.xsd): one urlset in its namespace, only
  // url elements in it, each with exactly one absolute loc (< 2048 characters) and one W3C-datetime lastmod.
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body =
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/.exec(
      xml,
    )?.[1];
  expect(body).toBeDefined();
  const urls = [...(body ?? '').matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  expect((body ?? '').replace(/<url>[\s\S]*?<\/url>/g, '').trim()).toBe('');
  expect(urls.length).toBeGreaterThan(50);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  const locs = urls.map((url) => {
    expect(url).toMatch(/^<loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>$/);
    return /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
  });
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of [
    '/guide',
    '/travel-tips',
    '/travel-tips/kish-island-first-visit',
    '/help/payment/failed-payment',
  ])
    expect(locs.some((loc) => new URL(loc).pathname === path)).toBe(true);
  expect(locs.some((loc) => new URL(loc).pathname.startsWith('/city/'))).toBe(true);
  expect(locs.some((loc) => new URL(loc).pathname.startsWith('/hotel/'))).toBe(true);

  const failures: string[] = [];
  const queue = [...locs];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let loc = queue.shift(); loc; loc = queue.shift()) {
        expect(loc.length).toBeLessThan(2048);
        const answer = await request.get(new URL(loc).pathname, { timeout: 60_000 });
        if (answer.status() !== 200) failures.push(`${answer.status()} ${loc}`);
      }
    }),
  );
  expect(failures).toEqual([]);
});
