import { expect, test } from '@playwright/test';
import { codeSentTo, freshMobile } from './login-helpers';

test('an unknown address shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/place');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByText('/no/such/place')).toBeVisible();
});

test('a route whose params fail validation shows 404 as 410, and the button goes home', async ({ page }) => {
  const response = await page.goto('/city/not-a-number/hotels-mashhad');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toHaveText('۴۱۰');
  await expect(page.getByRole('heading', { name: 'صفحه مورد نظر حذف شده است.' })).toBeVisible();
  await page.getByRole('button', { name: 'بازگشت به صفحه اصلی' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('رزرو هتل');
});

test('/error shows the server error screen', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByTestId('error-status')).toHaveText('۵۰۰');
  await expect(page.getByRole('heading', { name: 'خطای سرور' })).toBeVisible();
});

test('a visitor who is not logged in is sent from /profile to the home page, asked to log in, and brought back', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await page.goto('/profile/transactions?page=1');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'ورود / ثبت‌نام' });
  await dialog.getByLabel('شماره موبایل').fill(mobile);
  await dialog.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await dialog.getByLabel('کد تایید').fill(await codeSentTo(request, mobile));
  await expect(page).toHaveURL(/\/profile\/transactions\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تراکنش‌ها' })).toBeVisible();
});
