// The home page's first view comes in the HTML (issue 5: its heading is the largest paint and must not wait for
// the JavaScript): without JavaScript the header, the heading and the footer are there; with it, the app takes
// over at the same pixels, so the heading painted from the HTML stays the largest paint and nothing shifts.
import { expect, test } from '@playwright/test';

const HEADING = 'رزرو هتل در سراسر ایران، با بهترین قیمت';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the header, the search heading and the footer', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page.getByRole('link', { name: 'راهی، صفحه اصلی' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'نکات سفر' })).toBeAttached();
  });

  test('another page gets the boot logo, not the home page', async ({ page }) => {
    await page.goto('/imam-hotels');

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('#boot')).toHaveText('راهی');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('with JavaScript the app takes the first view over without a shift, the HTML heading staying the largest paint', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const state = { cls: 0, largest: [] as string[] };
      (window as unknown as { __firstView: typeof state }).__firstView = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) state.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          state.largest.push(entry.element?.id ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });

    await page.goto('/');
    await expect(page.locator('#hero-title')).toHaveText(HEADING);
    await expect(page.getByRole('button', { name: 'جستجو' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const { cls, largest } = await page.evaluate(
      () => (window as unknown as { __firstView: { cls: number; largest: string[] } }).__firstView,
    );
    await expect(page.locator('#rahi-first-view')).toHaveCount(0);
    // One entry, or two when the font arrived after the first paint: the same heading, larger in Vazirmatn.
    expect([...new Set(largest)]).toEqual(['rf-hero-title']);
    expect(cls).toBeLessThanOrEqual(0.01);
  });
});
