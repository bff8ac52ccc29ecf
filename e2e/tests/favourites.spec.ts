// Saved hotels and price alerts as a traveller meets them: a heart pressed before login is kept by the browser,
// survives the login into the account, shows on /profile/favourites priced for the stay last searched, and is
// removed there; the list is priced again for dates chosen there, and an alert asked for before any dates were
// chosen waits for them; an alert on a stay sends its SMS once when the price drops 5 % or more. The stays and
// hotels are far from the other journeys' (the drop changes that hotel's prices on those nights only).
import { expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe';
import { pageReady } from './hydration-watch';
import { logInByCode } from './login-helpers';
import { api, findHotelWithRoom, screenshots, tehranDay } from './reservation-helpers';

const heartOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `ذخیره‌ی ${name}`, exact: true });

test('a hotel saved before login survives the login and is listed, priced, in /profile/favourites', async ({
  page,
}) => {
  const checkin = tehranDay(44);
  const { hotelId } = await findHotelWithRoom(page, checkin, 2, 90);
  const hotel = await api<{ name: string; slug: string; city: { id: number } }>(page, `/hotels/${hotelId}`);
  await page.goto(`/hotel/${hotelId}/${encodeURIComponent(hotel.slug)}?checkin=${checkin}&nights=2`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible({ timeout: 30_000 });
  // The server drew the page; the heart answers once it is hydrated.
  await pageReady(page);
  const heart = heartOf(page, hotel.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Kept by the browser: still pressed after a reload, and on the city list's card too.
  await page.reload();
  await expect(heartOf(page, hotel.name)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

  await logInByCode(page, page.request);
  await page.goto('/profile/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'هتل‌های ذخیره‌شده' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('article', { name: hotel.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('تومان');
  await expect(card.getByRole('link', { name: hotel.name })).toHaveAttribute(
    'href',
    new RegExp(`/hotel/${hotelId}/.*checkin=${checkin}&nights=2`),
  );
  // «(۲ شب)»: number and word joined by a no-break space (stay-dates.ts); \s takes it.
  await expect(page.getByText(/۲\sشب/)).toBeVisible();
  await screenshots(page, 'favourites');

  // In the account now: the browser's own list was emptied into it.
  expect(await page.evaluate(() => window.localStorage.getItem('rahi:favourites'))).toBeNull();
  await card.getByRole('button', { name: `ذخیره‌ی ${hotel.name}` }).click();
  await expect(page.getByText(/هنوز هتلی ذخیره نکرده‌اید/)).toBeVisible();
  // The heart went with its card: the focus is on what is left to do, not back at the top of the page.
  await expect(page.getByRole('link', { name: 'جستجوی هتل' })).toBeFocused();
  expect((await api<{ hotelIds: number[] }>(page, '/favourites/ids')).hotelIds).toEqual([]);
});

test('a price alert on a saved hotel sends one SMS when the stay gets cheaper', async ({ page }) => {
  const checkin = tehranDay(53);
  const { hotelId } = await findHotelWithRoom(page, checkin, 1, 110);
  const hotel = await api<{ name: string }>(page, `/hotels/${hotelId}`);
  const mobile = await logInByCode(page, page.request);
  await api(page, `/favourites/${hotelId}`, 'PUT');
  // The saved hotels' page prices the stay last looked at (the lastStay cookie a city or hotel page writes).
  await page.context().addCookies([{ name: 'lastStay', value: `${checkin}.1.2`, url: page.url() }]);
  await page.goto('/profile/favourites');
  // Drawn by the server for that stay.
  expect(await (await page.request.get('/profile/favourites')).text()).toContain(hotel.name);
  const card = page.getByRole('article', { name: hotel.name });
  await card.getByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' }).click();
  await expect(card.getByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' })).toBeVisible();

  await api(page, `/dev/hotels/${hotelId}/price-drop`, 'POST', { checkin, nights: 1, percent: 12 });
  // The serving process's own sweep (every 30 s) may send it first; either way one SMS, and a check after it
  // sends nothing more.
  await api<{ sent: number }>(page, '/dev/price-alerts/check', 'POST');
  expect((await api<{ sent: number }>(page, '/dev/price-alerts/check', 'POST')).sent).toBe(0);

  const alertTexts = async () =>
    (await api<{ text: string | null }[]>(page, `/dev/sms-outbox?mobile=${mobile}`))
      .map((row) => row.text ?? '')
      .filter((text) => text.includes('ارزان‌تر شد'));
  await expect.poll(alertTexts, { timeout: 15_000 }).toHaveLength(1);
  expect((await alertTexts())[0]).toContain(hotel.name);
  await page.reload();
  await expect(
    page.getByRole('article', { name: hotel.name }).getByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' }),
  ).toBeVisible({ timeout: 30_000 });
});

test('at 390 px, an alert asked for before any dates were chosen opens the calendar and is set for the dates chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const checkin = tehranDay(62);
  const checkout = tehranDay(65);
  const { hotelId } = await findHotelWithRoom(page, checkin, 3, 130);
  const hotel = await api<{ name: string }>(page, `/hotels/${hotelId}`);
  await logInByCode(page, page.request);
  await api(page, `/favourites/${hotelId}`, 'PUT');
  // No lastStay cookie: the page prices tonight, which nobody chose.
  await page.goto('/profile/favourites');
  await pageReady(page);
  await expect(page.getByText(/\(۱\sشب\)/)).toBeVisible();
  const card = page.getByRole('article', { name: hotel.name });
  await card.getByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' }).click();

  // mf-search's calendar, a full-screen sheet on a phone, opened at once; nothing is set yet.
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible({ timeout: 20_000 });
  expect((await api<{ items: unknown[] }>(page, '/price-alerts')).items).toEqual([]);
  const results = await axeScan(page);
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const dayCell = (date: string) => calendar.locator(`[role="gridcell"][data-date="${date}"]`);
  for (let month = 0; month < 4 && !(await dayCell(checkin).isVisible()); month++)
    await calendar.getByRole('button', { name: 'ماه بعد' }).click();
  await dayCell(checkin).click();
  await dayCell(checkout).click();
  await expect(calendar).toBeHidden();

  await expect(page.getByText(/\(۳\sشب\)/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' })).toBeVisible();
  await expect(card.getByRole('link', { name: hotel.name })).toHaveAttribute(
    'href',
    new RegExp(`checkin=${checkin}&nights=3`),
  );
  const alerts = await api<{ items: { hotelId: number; checkin: string; nights: number }[] }>(
    page,
    '/price-alerts',
  );
  expect(alerts.items.map(({ hotelId: id, checkin: day, nights }) => ({ id, day, nights }))).toEqual([
    { id: hotelId, day: checkin, nights: 3 },
  ]);
  // Remembered as a search's stay: the server draws the page for it next time.
  await page.reload();
  await expect(page.getByText(/\(۳\sشب\)/)).toBeVisible({ timeout: 30_000 });
});
