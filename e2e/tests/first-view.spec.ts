// The home page's first paint comes from the server (its heading is the largest paint and must not wait
// for the JavaScript): the gateway renders mf-search's home page into the layout frame (home-ssr.spec.ts), and the
// app takes it over at the same pixels, so the heading stays the largest paint and nothing shifts. When the
// server cannot render it (here: the second gateway, which has no booking-api behind it), the page is drawn by
// the app after the boot logo, like any client-rendered page.
import { expect, type Page, test } from '@playwright/test';
import { DEPLOY_PORT } from '../playwright.config';
import { SERVER_PAGE } from './hydration-watch';

const HEADING = 'رزرو هتل در سراسر ایران، با بهترین قیمت';
/** The second gateway: the home page's data cannot be loaded there, so it is never rendered on the server. */
const FALLBACK = `http://localhost:${DEPLOY_PORT}`;

/** Records layout shifts and the largest paints' element ids from the start of the page. */
async function watchPaints(page: Page) {
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
}

const paints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstView: { cls: number; largest: string[] } }).__firstView);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when the home page cannot be rendered on the server, the boot logo stands in its place', async ({
    page,
  }) => {
    const res = await page.goto(`${FALLBACK}/`);

    expect(res?.headers()['x-rahi-render']).toMatch(/^client; reason=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('#boot')).toHaveText('راهی');
  });

  test('a page the server does not draw (login-only, no login) gets the boot logo, not the home page', async ({
    page,
  }) => {
    const res = await page.goto('/profile/transactions');

    expect(res?.headers()['x-rahi-render']).toBeUndefined();

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('#boot')).toHaveText('راهی');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('with JavaScript the app takes the server-rendered page over without a shift, its heading staying the largest paint', async ({
    page,
  }) => {
    await watchPaints(page);

    await page.goto('/');
    await expect(page.locator(SERVER_PAGE).locator('#hero-title')).toHaveText(HEADING);
    await expect(page.getByRole('button', { name: 'جستجو' })).toBeVisible();
    await page.waitForFunction(() => !('__RAHI_HOME__' in window));
    await page.waitForLoadState('networkidle');

    const { cls, largest } = await paints(page);
    // One entry, or two when the font arrived after the first paint: the server's heading, adopted, not replaced.
    expect([...new Set(largest)]).toEqual(['hero-title']);
    expect(cls).toBeLessThanOrEqual(0.01);
  });

  test('without server rendering the app draws the home page itself', async ({ page }) => {
    await page.goto(`${FALLBACK}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page.getByRole('button', { name: 'جستجو' })).toBeVisible();
  });
});
