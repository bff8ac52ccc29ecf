// /voucher drawn by the gateway: a paid booking's voucher (its <h1>, the reserve id) in the HTML before any
// JavaScript, private and never indexed; a wrong mobile gets the Persian "not found" in the HTML; Chromium hydrates
// the voucher without a mismatch, without looking the booking up again and without a layout shift, at 390 and
// 1280 px.
import { expect, test } from '@playwright/test';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import { layoutShift, watchHydration } from './hydration-watch';
import { api, bookThroughApi, findHotelWithRoom, freshMobile, tehranDay } from './reservation-helpers';

const TITLE = 'واچر اقامت در هتل';
const NOT_FOUND = 'رزروی با این کد رزرو و شماره موبایل پیدا نشد.';

test('the server draws the voucher of a paid booking; Chromium hydrates it without asking again or moving', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = freshMobile();
  const checkin = tehranDay(58);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 71);
  const { reserveId } = await bookThroughApi(page, { hotelId, offer, checkin }, mobile, 1);
  const payment = await api<{ redirectUrl: string }>(page, `/bookings/${reserveId}/payments`, 'POST', {
    mobile,
  });
  await page.goto(payment.redirectUrl);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${reserveId}$`), { timeout: 20_000 });
  const address = `/voucher?reserveId=${reserveId}&mobile=${mobile}`;

  const response = await page.request.get(address);
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain(toPersianDigits(reserveId));
  expect(html).toContain('<meta name="robots" content="noindex">');

  const wrong = await (await page.request.get(`/voucher?reserveId=${reserveId}&mobile=09120000000`)).text();
  expect(wrong).toContain(NOT_FOUND);
  expect(wrong).not.toContain(TITLE);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const watch = watchHydration(page, /\/bookings\/\d{8}\?mobile=|"\/hotels\/\d+"/);
    await page.goto(address);
    await page.waitForFunction(() => !('__RAHI_VOUCHER__' in window));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: /بازگشت به صفحه اصلی/ })).toBeVisible();
    const shift = await layoutShift(page);
    expect(shift, `layout shift at ${width} px`).toBeLessThan(0.01);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.contentCalls).toEqual([]);
    watch.stop();
  }
});
