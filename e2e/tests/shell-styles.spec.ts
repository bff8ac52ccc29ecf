// The shell's own parts arrive styled by the HTML: index.html carries the CSS of the skip link, the loading bar,
// the header, the default layout and the footer, rendered at build time from the same components
// (shell/src/server/chrome-styles.tsx), in a <style data-emotion="rtl <ids>"> tag emotion adopts. So the shell's
// first render compiles and inserts none of those rules in the browser, on a server-rendered page and on one the
// browser draws alike; server-rendered pages list, besides the rules their markup uses, the ones their styled
// components merge into their children's classes, which the browser's hydration would otherwise insert.
import { expect, type Page, test } from '@playwright/test';

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
  ['a server-rendered page (home)', '/'],
  ['a page the browser draws (login)', '/auth/login'],
];

for (const [name, path] of PAGES) {
  test(`${name}: the shell's own classes are all in the HTML's style tags`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('site-footer')).toBeAttached();

    const { listed } = await styleState(page);
    const shellIds = (await Promise.all(SHELL_PARTS.map((selector) => classIds(page, selector)))).flat();
    expect(shellIds.length).toBeGreaterThan(10);
    expect(shellIds.filter((id) => !listed.includes(id))).toEqual([]);
  });
}

test("the city page's hydration inserts few rules of its own: the server's tags hold the merged ones too", async ({
  page,
}) => {
  const res = await page.goto('/city/1/hotels-mashhad');
  expect(res?.headers()['x-rahi-render']).toBe('server');
  await expect(page.getByTestId('site-footer')).toBeAttached();
  // The page's own remote loads and hydrates after the shell's first render.
  await page.waitForLoadState('networkidle');

  const { insertedInBrowser } = await styleState(page);
  // 101 when the server listed only the classes its markup uses (all but a few of them a styled component's
  // class merged into its child's); what stays is drawn by the browser alone (tooltips, the footer's columns).
  expect(insertedInBrowser).toBeLessThan(40);
});
