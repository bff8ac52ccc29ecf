import { expect, test } from '@playwright/test';
import { appStarted } from './hydration-watch';

const FALLBACK = 'این بخش در حال حاضر در دسترس نیست';

test('a remote that is down shows its fallback card while header, footer and other routes work', async ({
  page,
}) => {
  let contentDown = true;
  await page.route('**/remotes/mf-content/**', (route) => (contentDown ? route.abort() : route.continue()));

  // An address no page has: mf-content's catch-all shows the not-found page, in the default layout (with a footer).
  await page.goto('/no-such-page');
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote's route still works.
  await page.getByRole('link', { name: 'راهی، صفحه اصلی' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('رزرو هتل');

  // Back on the broken route, the remote recovers and the retry button brings the page.
  await page.goBack();
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  contentDown = false;
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible();
});

test('a failed manifest fetch is retried before giving up', async ({ page }) => {
  let manifestRequests = 0;
  await page.route('**/remotes/mf-content/mf-manifest.json', (route) => {
    manifestRequests += 1;
    return manifestRequests === 1 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue();
  });
  // Every route is drawn by the server: mf-content loads in the browser on a move within the app.
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('banner').getByRole('link', { name: 'نکات سفر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'نکات سفر' })).toBeVisible();
  expect(manifestRequests).toBeGreaterThanOrEqual(2);
});

test('the whole site still opens when the registry itself cannot be read', async ({ page }) => {
  await page.route('**/mf-registry.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
});
