// A server-rendered page's HTML carries every rule its render inserted, the shell's own parts (skip link, loading
// bar, header, layout, footer) included, in <style data-emotion="rtl <ids>"> tags emotion adopts, so hydration
// compiles and inserts almost none in the browser. Besides the rules their markup uses, those tags list the ones
// styled components merge into their children's classes, which the browser's hydration would otherwise insert, and
// the rules of another remote's widget the page loads at once (the hotel page's search box, drawn by mf-search's build).
import { expect, type Page, test } from '@playwright/test';
import { api } from './reservation-helpers';

/** The ids the HTML's style tags list, and the rules the browser inserted itself (emotion's `data-emotion="rtl"` sheets). */
async function styleState(page: Page) {
  return page.evaluate(() => {
    const listed = new Set<string>();
    let insertedInBrowser = 0;
    for (const tag of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
      const [key, ...ids] = (tag.getAttribute('data-emotion') ?? '').split(' ');
      if (key !== 'rtl') continue;
      if (ids.length === 0) insertedInBrowser += tag.sheet?.cssRules.length ?? 0;
      for (const id of ids) listed.add(id);
    }
    return { listed: [...listed], insertedInBrowser };
  });
}

/** The emotion class ids (`rtl-<id>`) of the elements `selector` finds. */
async function classIds(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        [...element.classList].filter((name) => /^rtl-/.test(name)).map((name) => name.slice(4)),
      ),
    );
}

/** The shell's parts that every visitor without a session sees, the same on every page. */
const SHELL_PARTS = [
  'a[href="#main"]',
  'header',
  'header > div',
  'header nav a',
  'header button',
  'a[aria-label="راهی، صفحه اصلی"]',
  'main#main',
];

const PAGES: readonly (readonly [name: string, path: string])[] = [
  ['the home page', '/'],
  ['a form page (reservation status)', '/reserve-status'],
];

for (const [name, path] of PAGES) {
  test(`${name}: the shell's own classes are all in the HTML's style tags`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-rahi-render']).toBe('server');
    await expect(page.getByTestId('site-footer')).toBeAttached();

    const { listed } = await styleState(page);
    const shellIds = (await Promise.all(SHELL_PARTS.map((selector) => classIds(page, selector)))).flat();
    expect(shellIds.length).toBeGreaterThan(10);
    expect(shellIds.filter((id) => !listed.includes(id))).toEqual([]);
  });
}

/** Hotel 3's page, at the address with its slug (booking-api names it). */
async function hotelPath(page: Page) {
  return `/hotel/3/${encodeURIComponent((await api<{ slug: string }>(page, '/hotels/3')).slug)}`;
}

/** Pages whose own parts the browser draws are few once their styles come with the HTML, and their counts before. */
const SERVER_PAGES: readonly (readonly [
  name: string,
  path: (page: Page) => Promise<string>,
  before: number,
])[] = [
  // 206 when the server listed only the classes its markup uses, most of the rest being classes a styled
  // component merged into its child's; what stays is drawn by the browser alone (tooltips, the footer's columns).
  ['the city page', async () => '/city/1/hotels-mashhad', 206],
  // 211 when mf-search's search box, which the hotel page loads in the browser, brought no styles with it.
  ['a hotel page', hotelPath, 211],
];

for (const [name, path, before] of SERVER_PAGES) {
  test(`${name}: its hydration inserts few rules of its own (${before} before its styles came with the HTML)`, async ({
    page,
  }) => {
    const res = await page.goto(await path(page));
    expect(res?.headers()['x-rahi-render']).toBe('server');
    await expect(page.getByTestId('site-footer')).toBeAttached();
    // The page's own remote (and the hotel page's search box) load and render after the shell's first render.
    await page.waitForLoadState('networkidle');

    const { insertedInBrowser } = await styleState(page);
    expect(insertedInBrowser).toBeLessThan(40);
  });
}
