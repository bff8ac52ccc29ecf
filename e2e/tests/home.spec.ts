import { expect, test } from '@playwright/test';

test('the home page renders right to left in Persian with Vazirmatn loaded', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  // mf-search's heading (the server's HTML has it too; hydration keeps it).
  await expect(page.locator('#hero-title')).toContainText('رزرو هتل');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn'))).toBe(true);
  const family = await page.locator('#hero-title').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toContain('Vazirmatn');
  // The hero heading starts at the right edge, as right-to-left text does.
  const box = await page.locator('#hero-title').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width / 2);
});

test('the font is served from our own origin with a long cache', async ({ page, request }) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(req.url());
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) {
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    const head = await request.get(url);
    expect(head.headers()['cache-control']).toContain('immutable');
  }
});
