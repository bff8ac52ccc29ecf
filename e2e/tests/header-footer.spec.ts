import { expect, test } from '@playwright/test';
import { pageReady, watchHydration } from './hydration-watch';

test('the header and footer come from booking-api and are kept in the headerFooter cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // 'راهنمای رزرو' is in the seeded payload only, not in the shell's built-in links.
  await expect(footer.getByRole('link', { name: 'راهنمای رزرو' })).toBeVisible();
  await expect(footer).toContainText('۰۲۱');

  const cookie = (await context.cookies()).find((item) => item.name === 'headerFooter');
  expect(cookie?.sameSite).toBe('Lax');
  const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(35_000);
  expect(secondsLeft).toBeLessThanOrEqual(36_000);

  // The next visit draws the header from the cookie without asking the API again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/handle-api')) asked.push(request.postData() ?? '');
  });
  await page.reload();
  await expect(footer.getByRole('link', { name: 'راهنمای رزرو' })).toBeVisible();
  expect(asked.filter((body) => body.includes('header-footer-contents'))).toEqual([]);
});

test('the API proxy refuses an address outside booking-api with a Persian envelope', async ({ request }) => {
  const response = await request.post('/handle-api', {
    data: { endPoint: 'https://evil.example/steal', options: { method: 'GET' } },
  });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.meta.status).toBe(false);
  expect(body.meta.errors[0]).toMatch(/[آ-ی]/);
});

test('a page requested while the last one was still fetching the header links hydrates as the server drew it', async ({
  page,
  context,
}) => {
  // The first page of a visit has no headerFooter cookie: drawn with the built-in links, it asks booking-api for
  // the site's. Its answer is held until the next page's request has left, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asking = () => {};
  const asked = new Promise<void>((resolve) => {
    asking = resolve;
  });
  await page.route('**/handle-api', async (route) => {
    if (route.request().postData()?.includes('header-footer-contents')) {
      asking();
      await held;
    }
    await route.fallback();
  });
  await page.goto('/guide');
  await asked;

  // The next page leaves without the cookie; the last page writes it before the new one arrives, so the new
  // document's cookies are not those the server drew with.
  await page.route('**/cancellation-rules', async (route) => {
    const response = await route.fetch();
    release();
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'headerFooter'))
      .toBe(true);
    await route.fulfill({ response });
  });
  const watch = watchHydration(page, /header-footer-contents/);
  await page.goto('/cancellation-rules');
  await pageReady(page);
  expect(watch.hydrationProblems()).toEqual([]);
  expect(await watch.replacedServerMarkup()).toEqual([]);
  // The site's links come from the cookie, without asking booking-api again.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'راهنمای رزرو' })).toBeVisible();
  expect(watch.contentCalls).toEqual([]);
  watch.stop();
});
