// What a server-rendered page does while it hydrates: the console's errors and warnings (React's hydration
// mismatches among them) and every /handle-api call whose endPoint matches `endPoints` (the page's own data,
// which it should take from the server's HTML instead of asking again). And holdTheApp: the app's code held
// back until the test lets it go, so a test meets the server's HTML alone.
import type { Page } from '@playwright/test';

export function watchHydration(page: Page, endPoints: RegExp) {
  const problems: string[] = [];
  // The server's heading, header and main column, noted before the app runs: hydration keeps these very elements,
  // while a page React gave up on (a mismatch, an update before its code came) is drawn again with new ones.
  void page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverMarkup?: Element[] }).__serverMarkup = [
        ...document.querySelectorAll('#root header, #root h1, #root main'),
      ];
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const contentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/handle-api') && endPoints.test(request.postData() ?? ''))
      contentCalls.push(request.postData() ?? '');
  });
  return {
    problems,
    contentCalls,
    /** The problems that say hydration went wrong. */
    hydrationProblems: () => problems.filter((text) => /hydrat|#418|#423|#425|warning/i.test(text)),
    /** The server's header, main column and heading no longer in the page (drawn again in the browser). */
    replacedServerMarkup: () =>
      page.evaluate(() =>
        ((window as unknown as { __serverMarkup?: Element[] }).__serverMarkup ?? [])
          .filter((element) => !element.isConnected)
          .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
      ),
    stop: () => {
      page.removeAllListeners('console');
      page.removeAllListeners('request');
      page.removeAllListeners('pageerror');
    },
  };
}

/** The server's page in the main column: drawn as one tree with the shell (#root marked, ADR 0037). */
export const SERVER_PAGE = '#root[data-render="one-tree"] #main';

/**
 * Waits until the app has started on the page (`<html data-started>`, shell/src/app/App.tsx): the buttons of a page
 * the server drew answer from then on (before it, a press on the header's login button does nothing).
 * @example await page.goto('/'); await appStarted(page); await page.getByRole('button', { name: … }).click();
 */
export const appStarted = (page: Page) =>
  page.locator('html[data-started]').waitFor({ state: 'attached', timeout: 20_000 });

/**
 * Waits until the page the server drew is the app's: started (appStarted), and its page hydrated (a page takes its
 * `window.__RAHI_…__` data once it has). Before, a button of the page may not answer yet.
 * @example await page.goto('/profile/reserves'); await pageReady(page); await card.getByRole('button').click();
 */
export async function pageReady(page: Page) {
  await appStarted(page);
  await page.waitForFunction(
    () => !Object.keys(window).some((name) => /^__RAHI_[A-Z]+__$/.test(name)),
    undefined,
    {
      timeout: 20_000,
    },
  );
}

/**
 * Holds the app's code (main.js) back until the returned `release` is called, so the traveller meets the server's
 * HTML alone for as long as the test needs, however slow the machine (a fixed delay ran out on a loaded one before
 * the test had typed). Open the page at domcontentloaded, not load (openWithAppHeld says why).
 * @example const release = await holdTheApp(page); await page.goto('/', { waitUntil: 'domcontentloaded' });
 * … (the server's HTML) … release(); await pageReady(page);
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the app's code held back (holdTheApp), waiting only for the HTML: paint-first.js inserts
 * main.js after the first paint, and when that comes before the page's images have loaded, the load event waits
 * for the held script.
 * @example const release = await openWithAppHeld(page, '/auth/login'); … release(); await pageReady(page);
 */
export async function openWithAppHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * The layout shift the page has had since it began to load (buffered), read `settleMs` after the call so a late
 * move counts too.
 * @example expect(await layoutShift(page)).toBeLessThan(0.01)
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), ms);
      }),
    settleMs,
  );
}
