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

test("a visit's first page arrives with the site's header and footer drawn, sets their cookie, and asks for them not again", async ({
  page,
  context,
}) => {
  const watch = watchHydration(page, /header-footer-contents/);
  const response = await page.goto('/guide');
  // The gateway drew it with booking-api's payload (not the shell's built-in links) and set the cookie the shell
  // would have written after asking.
  expect(await response?.headerValue('set-cookie')).toMatch(
    /^headerFooter=%7B.*; Max-Age=36000; Path=\/; SameSite=Lax$/,
  );
  expect(await response?.text()).toContain('راهنمای رزرو');
  await pageReady(page);

  expect(watch.hydrationProblems()).toEqual([]);
  expect(await watch.replacedServerMarkup()).toEqual([]);
  expect(watch.contentCalls).toEqual([]);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'راهنمای رزرو' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'headerFooter')).toBe(true);
  watch.stop();
});
