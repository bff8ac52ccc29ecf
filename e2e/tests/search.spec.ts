// The search journeys: from the home page to a city's list and on through its filters and
// order; the search box's two messages (product §5); route correction of a past check-in (product §2); the
// remembered destination; a hotel destination.
import { expect, type Page, test } from '@playwright/test';
import { toAsciiDigits } from '../../shared-contracts/src/text/digits';

/** Today in Tehran and a day `days` later, as 'YYYY-MM-DD' (the picker's data-date). */
function tehranDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const toNumber = (text: string) => Number(toAsciiDigits(text).replace(/[^\d]/g, ''));

async function chooseDestination(page: Page, typed: string, option: string) {
  await page.getByRole('combobox', { name: 'مقصد یا نام هتل' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function chooseDates(page: Page, checkin: string, checkout: string) {
  await page.getByLabel('تاریخ ورود').click();
  const picker = page.getByRole('dialog');
  await picker.locator(`[role="gridcell"][data-date="${checkin}"]`).click();
  await picker.locator(`[role="gridcell"][data-date="${checkout}"]`).click();
  await expect(picker).toBeHidden();
}

/**
 * Opens the home page and waits until its search box answers: the server renders the box into the HTML, where
 * it shows before the page's code has hydrated it (./HomePage deletes window.__RAHI_HOME__ once hydrated).
 */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));
}

const errorToast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

test('from the home page to Mashhad’s list, then narrowed to five stars and ordered by price', async ({
  page,
}) => {
  const checkin = tehranDay(5);
  const checkout = tehranDay(7);
  await openHome(page);
  await chooseDestination(page, 'مشهد', 'مشهد، خراسان رضوی');
  await chooseDates(page, checkin, checkout);
  await page.getByRole('button', { name: 'جستجو' }).click();

  await expect(page).toHaveURL(`/city/1/hotels-mashhad?checkin=${checkin}&nights=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'هتل‌های مشهد' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'فهرست هتل‌ها' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  const total = toNumber(
    (await page.getByRole('status').filter({ hasText: 'هتل' }).first().textContent()) ?? '',
  );

  const filters = page.getByRole('complementary', { name: 'فیلترها' });
  const fiveStars = filters.getByRole('checkbox', { name: /^۵ ستاره/ });
  await fiveStars.click();
  await expect(fiveStars).toBeChecked();
  await expect(page).toHaveURL(/[?&]stars=5(&|$)/);
  await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&nights=2`));
  await expect(page.getByRole('region', { name: 'فهرست هتل‌ها' })).toHaveAttribute('aria-busy', 'false');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(cards.getByRole('img', { name: '۵ ستاره' })).toHaveCount(count);
  const fiveStarTotal = toNumber(
    (await page.getByRole('status').filter({ hasText: 'هتل' }).first().textContent()) ?? '',
  );
  expect(fiveStarTotal).toBeLessThan(total);

  const before = await cards.locator('h3').allTextContents();
  await page.getByRole('combobox', { name: 'مرتب‌سازی' }).selectOption({ label: 'ارزان‌ترین' });
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(page.getByRole('region', { name: 'فهرست هتل‌ها' })).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => cards.locator('h3').allTextContents()).not.toEqual(before);
  const prices = (await cards.getByTestId('from-price').allTextContents()).map(toNumber);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(cards.getByRole('img', { name: '۵ ستاره' })).toHaveCount(await cards.count());
});

test('the search box asks for every field, by toast and beside the field', async ({ page }) => {
  await openHome(page);
  const search = page.getByRole('search', { name: 'جستجوی هتل' });
  await search.getByRole('button', { name: 'جستجو' }).click();

  await expect(errorToast(page, 'لطفا همه فیلد ها را پر کنید')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'مقصد یا نام هتل' })).toHaveAccessibleDescription(
    'لطفا همه فیلد ها را پر کنید',
  );
  await expect(page).toHaveURL(/\/$/);

  // A destination alone is not enough either.
  await chooseDestination(page, 'مشهد', 'مشهد، خراسان رضوی');
  await search.getByRole('button', { name: 'جستجو' }).click();
  await expect(search.getByText('لطفا همه فیلد ها را پر کنید')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
});

test('the exposed search box, prefilled with check-in equal to check-out, gives the one-night message', async ({
  page,
}) => {
  // The picker never yields a zero-night stay (a second click on the check-in day starts over), so
  // equal dates can only come from a page that prefills the box. Here the exposed './SearchBox' is
  // mounted as another remote (mf-hotel) would, with React, the router and the query client from the shell's
  // shared scope; its toast goes through the bus to the shell's toast area.
  await openHome(page);
  // mf-search's heading: the same text is in the server's HTML before the app has started.
  await expect(page.locator('#hero-title')).toBeVisible();
  const day = tehranDay(3);
  await page.evaluate(async (checkin) => {
    type Instance = { name: string; loadRemote(id: string): Promise<Record<string, unknown>> };
    type Share = Record<
      string,
      { default: Record<string, Record<string, { get(): Promise<() => unknown> }>> }
    >;
    const federation = (
      globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[]; __SHARE__: Share } }
    ).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    const shared = async (name: string) => {
      const versions = federation.__SHARE__['shell:0.1.0']?.default[name] ?? {};
      const factory = await Object.values(versions)[0]?.get();
      return factory?.() as Record<string, (...args: unknown[]) => unknown>;
    };
    const [React, client, router, query, widget] = await Promise.all([
      shared('react'),
      shared('react-dom/client'),
      shared('react-router-dom'),
      shared('@tanstack/react-query'),
      shell?.loadRemote('mf_search/SearchBox'),
    ]);
    const host = document.createElement('div');
    host.id = 'search-widget';
    document.body.append(host);
    const selection = {
      id: 1,
      type: 'city',
      title: 'مشهد',
      fullTitle: 'مشهد، خراسان رضوی',
      slug: 'hotels-mashhad',
    };
    const box = React?.createElement?.(widget?.SearchBox, {
      initialSelection: selection,
      initialCheckin: checkin,
      initialCheckout: checkin,
      variant: 'bar',
    });
    const root = client?.createRoot?.(host) as { render(node: unknown): void };
    // A host page gives it the page's query client (its stay picker reads the price calendar).
    const QueryClient = query?.QueryClient as unknown as new () => unknown;
    root.render(
      React?.createElement?.(
        query?.QueryClientProvider,
        { client: new QueryClient() },
        React?.createElement?.(router?.MemoryRouter, null, box),
      ),
    );
  }, day);
  const widget = page.locator('#search-widget');
  await widget.getByRole('button', { name: 'جستجو' }).click();

  await expect(errorToast(page, 'تعداد روز ها حداقل باید 1 روز باشد')).toBeVisible();
  await expect(widget.getByText('تعداد روز ها حداقل باید 1 روز باشد')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a past check-in in the address becomes today, rewritten in place', async ({ page }) => {
  await openHome(page);
  // mf-search's heading: the same text is in the server's HTML before the app has started.
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.goto('/city/1/hotels-mashhad?checkin=2020-01-01&nights=0&stars=4');

  await expect(page).toHaveURL(`/city/1/hotels-mashhad?checkin=${tehranDay()}&nights=1&stars=4`);
  await expect(page.getByRole('heading', { level: 1, name: 'هتل‌های مشهد' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'مقصد یا نام هتل' })).toHaveValue('مشهد');
  // Replaced, not pushed: Back leaves the city page instead of returning to the uncorrected address.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the chosen destination is remembered in the selected cookie and prefilled after a reload', async ({
  page,
  context,
}) => {
  await openHome(page);
  await chooseDestination(page, 'مشکات', 'هتل مشکات، مشهد');
  await chooseDates(page, tehranDay(2), tehranDay(3));
  await page.getByRole('button', { name: 'جستجو' }).click();

  await expect(page).toHaveURL(
    `/hotel/90/${encodeURIComponent('هتل-مشکات')}?checkin=${tehranDay(2)}&nights=1`,
  );
  const cookie = (await context.cookies()).find((entry) => entry.name === 'selected');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
    id: 90,
    type: 'hotel',
    title: 'هتل مشکات',
    fullTitle: 'هتل مشکات، مشهد',
  });

  await openHome(page);
  await expect(page.getByRole('combobox', { name: 'مقصد یا نام هتل' })).toHaveValue('هتل مشکات');
});

test('the shrine page lists Mashhad hotels nearest the shrine first', async ({ page }) => {
  await openHome(page);
  await page.getByRole('link', { name: 'همه هتل‌های نزدیک حرم' }).click();

  await expect(page).toHaveURL(/\/imam-hotels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'هتل‌های نزدیک حرم امام رضا (ع)' })).toBeVisible();
  // The heading shows with the page; the list follows its data (allTextContents does not wait for it).
  await expect(
    page
      .getByRole('article')
      .getByText(/^حرم امام رضا/)
      .first(),
  ).toBeVisible();
  const distances = (
    await page
      .getByRole('article')
      .getByText(/^حرم امام رضا/)
      .allTextContents()
  ).map((text) =>
    Number(
      toAsciiDigits(text)
        .replace('٫', '.')
        .replace(/[^\d.]/g, ''),
    ),
  );
  expect(distances.length).toBeGreaterThan(1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});

test('a city booking-api does not know is the 410 error screen', async ({ page }) => {
  await page.goto('/city/9999/hotels-nowhere');
  await expect(page.getByRole('heading', { name: 'صفحه مورد نظر حذف شده است.' })).toBeVisible();
});
