// /backoffice/sign-in drawn by the gateway: its heading and fields in the HTML before any JavaScript, private and
// noindex like every back office page; Chromium hydrates it without a mismatch, and a member who signs in while the
// app's code is still loading is signed in by the app (the password never goes into the address).
import { expect, test } from '@playwright/test';
import { openWithAppHeld, watchHydration } from './hydration-watch';
import { createStaff, totpCode } from './staff-helpers';

const TITLE = 'ورود کارکنان راهی';

test('the staff sign-in arrives drawn, hydrates without a mismatch and signs in what was sent before', async ({
  page,
  request,
}) => {
  const response = await page.request.get('/backoffice/sign-in');
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain('type="password"');
  expect(html).toMatch(/<meta name="robots" content="noindex/);

  const staff = await createStaff(request, ['support']);
  const watch = watchHydration(page, /\/staff\//);
  const release = await openWithAppHeld(page, '/backoffice/sign-in?next=%2Fbackoffice%2Fbookings');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByLabel('ایمیل').fill(staff.email);
  await page.getByLabel('رمز عبور').fill(staff.password);
  await page.getByLabel('کد ۶ رقمی برنامه تأیید').fill(totpCode(staff.totpSecret));
  await page.getByLabel('کد ۶ رقمی برنامه تأیید').press('Enter');
  // Sent on the server's HTML: held, and sent by the app once it has the page.
  release();
  await expect(page).toHaveURL(/\/backoffice\/bookings$/, { timeout: 30_000 });
  expect(page.url()).not.toContain(staff.password);
  expect(watch.hydrationProblems()).toEqual([]);
  watch.stop();
});
