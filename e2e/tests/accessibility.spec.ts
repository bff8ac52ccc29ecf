import { expect, test } from '@playwright/test';
import { axeScan } from './axe';

// Every route's sample page is swept by a11y-sweep.spec.ts; the 410 screen of a city address that fails its
// params is not a route's sample, so it is checked here.
test('axe finds no serious or critical violation on the 410 screen of /city/x/y', async ({ page }) => {
  await page.goto('/city/x/y');
  await page.locator('#boot').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const results = await axeScan(page);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('the first Tab reaches a skip link that jumps past the header to the page', async ({ page }) => {
  await page.goto('/');
  // The home page is in the server's HTML before the app has started; ./HomePage deletes __RAHI_HOME__ once
  // the shell and the page have taken it over (hydrated).
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
