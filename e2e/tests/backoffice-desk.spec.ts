// The back office's own journeys: a staff member signs in with email, password and the authenticator's code
// (typed in Persian digits); ten wrong passwords lock the account and the sign-in page says until when, in
// Persian; an agent finds a traveller's booking by its reserve id, cancels it with the policy's penalty waived and
// a reason, and the audit log page shows the cancellation with the reason. A traveller's pages never load the
// back office's code. Back-office pages are checked with axe at 390 and 1280 px (RAHI_SCREENSHOTS=<dir> keeps
// photographs of them).
import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { logInByCode, persian } from './login-helpers';
import { bookAndPay } from './profile-helpers';
import { checkBothWidths, createStaff, signInStaff, totpCode } from './staff-helpers';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a traveller’s pages never load the back office', async ({ page }) => {
  const backoffice: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mf-backoffice')) backoffice.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/guide');
  await page.waitForLoadState('networkidle');

  expect(backoffice).toEqual([]);
});

test('a staff member signs in with the authenticator’s code in Persian digits and comes back to the page asked for', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(request, ['support']);
  await page.goto('/backoffice/bookings');
  await expect(page).toHaveURL(/\/backoffice\/sign-in\?next=%2Fbackoffice%2Fbookings$/, { timeout: 20_000 });
  // The shell draws nothing of the traveller's site around the back office.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await checkBothWidths(page, 'backoffice-sign-in');

  await page.getByLabel('ایمیل').fill(staff.email);
  await page.getByLabel('رمز عبور').fill(staff.password);
  await page.getByLabel('کد ۶ رقمی برنامه تأیید').fill(persian(totpCode(staff.totpSecret)));
  await page.getByRole('button', { name: 'ورود' }).click();

  await expect(page).toHaveURL(/\/backoffice\/bookings$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'رزروها', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'بخش‌های پیشخوان' }).getByRole('link', { name: 'رزروها' }),
  ).toBeVisible();
});

test('ten wrong passwords lock the account, and the sign-in page says until when', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(request, ['support']);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await request.post('/handle-api', {
      data: {
        endPoint: '/staff/session',
        options: { method: 'POST', body: { email: staff.email, password: 'wrong-password', totp: '000000' } },
      },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
  }

  await page.goto('/backoffice/sign-in');
  await page.getByLabel('ایمیل').fill(staff.email);
  await page.getByLabel('رمز عبور').fill(staff.password);
  await page.getByLabel('کد ۶ رقمی برنامه تأیید').fill(totpCode(staff.totpSecret));
  await page.getByRole('button', { name: 'ورود' }).click();

  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('قفل است');
  await expect(refusal).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
  await expect(page).toHaveURL(/\/backoffice\/sign-in/);
});

test('an agent finds a booking, cancels it with the penalty waived, and the audit log shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = await logInByCode(page, request);
  const { reserveId } = await bookAndPay(page, mobile, 3, { firstHotel: 281 });

  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}`, locale: 'fa-IR' });
  const desk = await context.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  const agent = await createStaff(desk.request, ['support', 'admin']);
  await signInStaff(desk, agent, '/backoffice/bookings');
  await checkBothWidths(desk, 'backoffice-bookings');

  await desk.getByRole('searchbox', { name: /کد رزرو/ }).fill(reserveId);
  await desk.getByRole('button', { name: 'جستجو' }).click();
  const found = desk.getByRole('region', { name: 'رزروهای یافته‌شده' });
  await found.getByRole('link', { name: persian(reserveId) }).click();
  await expect(desk.getByRole('heading', { name: `رزرو ${persian(reserveId)}`, level: 1 })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'پرداخت‌های رزرو' })).toContainText('پرداخت‌شده');
  await checkBothWidths(desk, 'backoffice-booking');

  await desk.getByRole('button', { name: 'لغو رزرو' }).click();
  const dialog = desk.getByRole('dialog', { name: `لغو رزرو ${persian(reserveId)}` });
  await expect(dialog).toContainText('جریمه لغو طبق سیاست هتل');
  await dialog.getByRole('switch', { name: /بخشیدن جریمه/ }).check();
  await dialog.getByLabel(/دلیل/).fill('هتل به دلیل تعمیرات پذیرش ندارد');
  await checkBothWidths(desk, 'backoffice-cancel-dialog');
  await dialog.getByRole('button', { name: 'لغو بدون جریمه' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(desk.getByRole('heading', { level: 1 }).locator('..')).toContainText('لغو شده');

  await desk
    .getByRole('navigation', { name: 'بخش‌های پیشخوان' })
    .getByRole('link', { name: 'گزارش رویدادها' })
    .click();
  await desk.getByLabel('شناسه رکورد').fill(reserveId);
  await desk.getByRole('button', { name: 'نمایش' }).click();
  const log = desk.getByRole('region', { name: 'رویدادهای ثبت‌شده' });
  await expect(desk).toHaveURL(new RegExp(`entityId=${reserveId}`));
  const row = log
    .getByRole('row')
    .filter({ hasText: 'لغو رزرو' })
    .filter({ hasText: persian(reserveId) });
  await expect(row).toContainText('هتل به دلیل تعمیرات پذیرش ندارد');
  await expect(row).toContainText('penaltyWaived: true');
  await expect(row).toContainText(agent.email);
  await checkBothWidths(desk, 'backoffice-audit-log');
  await context.close();
});
