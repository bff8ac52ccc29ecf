// /auth/login drawn by the gateway: the page's heading and mobile field in the HTML before any JavaScript (its
// data only says which page it is), cacheable like any visitor's page; Chromium hydrates it without a mismatch,
// and a number typed and sent while the app's code is still loading is kept and sent by the app.
import { expect, test } from '@playwright/test';
import { openWithAppHeld, watchHydration } from './hydration-watch';
import { freshMobile } from './reservation-helpers';

const TITLE = 'ورود به راهی';

test('the login page arrives drawn, hydrates without a mismatch and keeps what was typed before', async ({
  page,
}) => {
  const response = await page.request.get('/auth/login');
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain('شماره موبایل');
  expect(html).toContain('window.__RAHI_PROFILE__={"page":"./LoginPage"');

  const watch = watchHydration(page, /\/otp/);
  const release = await openWithAppHeld(page, '/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const mobile = freshMobile();
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  release();
  await expect(page.getByText(/کد تایید به شماره .* ارسال شد\./)).toBeVisible({ timeout: 15_000 });
  expect(watch.hydrationProblems()).toEqual([]);
  watch.stop();
});
