// The shell's last spec behaviours (issue 19, items 3-6): the focus a Tab gave before the app started, the loading
// bar's timing, the toasts' setting and F8, the header/footer settings and the comment toggle, mixed-direction text.
import { expect, type Page, test } from '@playwright/test';

/** A stay a few days ahead, as 'YYYY-MM-DD'. */
const checkin = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

/** main.js held back until the returned function is called: the traveller meets the server's HTML alone. */
async function holdTheApp(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The focused element as the traveller knows it, and whether React renders it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 60) ?? '',
      href: element?.getAttribute('href') ?? '',
      byReact: !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    };
  });

async function hotelAddress(page: Page, id: number) {
  const res = await page.request.post('/handle-api', {
    data: { endPoint: `/hotels/${id}`, options: { method: 'GET' } },
  });
  const { slug } = (await res.json()).data as { slug: string };
  return `/hotel/${id}/${encodeURIComponent(slug)}?checkin=${checkin()}&nights=2`;
}

test.describe('a Tab pressed before the app starts keeps its focus after hydration', () => {
  for (const { label, address, global, tabs } of [
    { label: 'a link in the home page header', address: async () => '/', global: '__RAHI_HOME__', tabs: 3 },
    {
      label: 'a control inside the server-rendered hotel page',
      address: (page: Page) => hotelAddress(page, 3),
      global: '__RAHI_HOTEL__',
      tabs: 2,
    },
    {
      label: 'a control inside the server-rendered city page',
      address: async () => `/city/1/hotels-mashhad?checkin=${checkin()}&nights=2`,
      global: '__RAHI_CITY__',
      tabs: 4,
    },
  ]) {
    test(label, async ({ page }) => {
      test.setTimeout(90_000);
      const path = await address(page);
      // The gateway serves the plain shell when a render runs over its time (a busy machine, a cold build): this
      // test is about the server's HTML, so it waits until the gateway renders the page in time.
      await expect
        .poll(async () => (await page.request.get(path)).headers()['x-rahi-render'], { timeout: 45_000 })
        .toBe('server');
      const release = await holdTheApp(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate((name) => name in window, global)).toBe(true); // the server's HTML, no app yet

      for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
      const before = await focused(page);
      expect(before.tag).not.toBe('BODY');
      expect(before.byReact).toBe(false);

      release();
      await page.waitForFunction((name) => !(name in window), global, { timeout: 20_000 });
      await expect.poll(async () => (await focused(page)).byReact, { timeout: 15_000 }).toBe(true);
      const after = await focused(page);
      expect({ ...after, byReact: undefined }).toEqual({ ...before, byReact: undefined });

      // And the next Tab goes on from there, not from the top of the page.
      await page.evaluate(() => {
        (window as unknown as { kept: Element | null }).kept = document.activeElement;
      });
      await page.keyboard.press('Tab');
      const followsIt = await page.evaluate(() => {
        const kept = (window as unknown as { kept: Element }).kept;
        const next = document.activeElement;
        return (
          !!next && next !== kept && !!(kept.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      });
      expect(followsIt).toBe(true);
    });
  }
});

test('the loading bar is 6 px, teal to amber, shows a slow remote after 200 ms and fills to 100 % when it ends', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // mf-content's code held back for a second: the not-found page's remote is a slow load.
  let heldFor = 0;
  await page.route('**/remotes/mf-content/**', async (route) => {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    heldFor = Date.now() - started;
    await route.continue();
  });
  const bar = page.getByTestId('loading-bar');
  const box = await bar.evaluate((element) => {
    const style = getComputedStyle(element);
    return { height: style.height, background: style.backgroundImage };
  });
  expect(box.height).toBe('6px');
  expect(box.background).toContain('linear-gradient');
  expect(box.background).toContain('rgb(13, 148, 136)'); // teal
  expect(box.background).toContain('rgb(245, 158, 11)'); // amber

  await page.evaluate(() => window.history.pushState({}, '', '/no-such-page-at-all'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(bar).toHaveAttribute('data-visible', 'true');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10);
  await expect(page.getByRole('heading', { name: 'صفحه‌ای که دنبالش بودید پیدا نشد' })).toBeVisible({
    timeout: 15_000,
  });
  expect(heldFor).toBeGreaterThan(1000);
  await expect(bar).toHaveAttribute('data-visible', 'false');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
});
