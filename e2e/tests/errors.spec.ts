import { expect, test } from '@playwright/test';

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

test('a visitor who is not logged in is sent from /profile to the home page', async ({ page }) => {
  await page.goto('/profile/transactions');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('رزرو هتل');
});
