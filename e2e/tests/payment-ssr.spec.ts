// The payment's outcome pages drawn by the gateway for the browser that booked: /payment-success's <h1> and booking
// in the HTML before any JavaScript, private and never indexed; another browser (no session, no mobile) gets the
// page drawn in the browser, asking nothing it cannot; Chromium hydrates the server's page without a mismatch,
// without looking the booking up again and without a layout shift, at 390 and 1280 px. A reloaded failure page
// keeps its countdown and its retry. /reserve-status, as the voucher's QR code opens it, arrives with its lookup
// made by the server, found or refused, and the browser never asks (and counts) it again.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import { layoutShift, watchHydration } from './hydration-watch';
import {
  api,
  bookThroughApi,
  findHotelWithRoom,
  freshMobile,
  screenshots,
  tehranDay,
} from './reservation-helpers';

const SUCCESS = 'رزرو شما ثبت شد';
const FAILURE = 'پرداخت انجام نشد';
const NOT_FOUND = 'رزروی با این کد رزرو و شماره موبایل پیدا نشد.';
/** With RAHI_SCREENSHOTS: `address` as the server drew it (JavaScript off, this browser's cookies), then hydrated. */
async function drawnAndHydrated(page: Page, browser: Browser, address: string, name: string) {
  if (!process.env.RAHI_SCREENSHOTS) return;
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: test.info().project.use.baseURL,
  });
  const plain = await serverOnly.newPage();
  await plain.goto(address);
  await screenshots(plain, `${name}-server`);
  await serverOnly.close();
  await page.goto(address);
  await page.waitForFunction(() => !Object.keys(window).some((key) => /^__RAHI_[A-Z]+__$/.test(key)));
  await expect(page.getByRole('banner')).toBeVisible();
  await screenshots(page, `${name}-hydrated`);
}

async function bookAndGoToBank(page: import('@playwright/test').Page, days: number, firstHotel: number) {
  const mobile = freshMobile();
  const checkin = tehranDay(days);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, firstHotel);
  const { reserveId } = await bookThroughApi(page, { hotelId, offer, checkin }, mobile, 1);
  const payment = await api<{ redirectUrl: string }>(page, `/bookings/${reserveId}/payments`, 'POST', {
    mobile,
  });
  await page.goto(payment.redirectUrl);
  return { reserveId, mobile };
}

test('the success page arrives drawn for the browser that booked and hydrates without asking again or moving', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { reserveId } = await bookAndGoToBank(page, 63, 41);
  // Back from the bank: the gateway verifies and sends the browser on, and the success page arrives drawn.
  const address = `/payment-success?reserveId=${reserveId}`;
  const [landing] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith(address), { timeout: 20_000 }),
    page.getByRole('button', { name: 'پرداخت', exact: true }).click(),
  ]);
  expect(landing.headers()['x-rahi-render']).toBe('server');
  await expect(page).toHaveURL(new RegExp(`${address.replace('?', '\\?')}$`));

  const response = await page.request.get(address);
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${SUCCESS}</h1>`));
  expect(html).toContain(toPersianDigits(reserveId));
  expect(html).toContain('<meta name="robots" content="noindex">');

  // Another browser knows neither the session nor the mobile: its page is the browser's, with nothing of the booking.
  const stranger = await browser.newContext();
  const theirs = await stranger.request.get(`${test.info().project.use.baseURL}${address}`);
  expect(theirs.headers()['x-rahi-render']).toMatch(/^client/);
  expect(await theirs.text()).not.toContain(toPersianDigits(reserveId));
  await stranger.close();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const watch = watchHydration(page, /\/bookings\/\d{8}/);
    await page.goto(address);
    await page.waitForFunction(() => !('__RAHI_PAYMENT__' in window));
    await expect(page.getByRole('heading', { level: 1, name: SUCCESS })).toBeVisible();
    await expect(page.getByRole('link', { name: 'مشاهده واچر' })).toHaveAttribute(
      'href',
      new RegExp(`/voucher\\?reserveId=${reserveId}&mobile=09\\d{9}$`),
    );
    const shift = await layoutShift(page);
    expect(shift, `layout shift at ${width} px`).toBeLessThan(0.01);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.contentCalls).toEqual([]);
    watch.stop();
  }
  await drawnAndHydrated(page, browser, address, 'payment-success');
  // The hydrated page works: its voucher link opens the voucher.
  await page.getByRole('link', { name: 'مشاهده واچر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'واچر اقامت در هتل' })).toBeVisible();
});

test('a reloaded failure page is drawn by the server with its countdown, and its retry still pays', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { reserveId } = await bookAndGoToBank(page, 64, 121);
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/payment-failure\?reserveId=\d{8}$/, { timeout: 20_000 });

  const watch = watchHydration(page, /\/bookings\/\d{8}/);
  const reloaded = await page.reload();
  expect(reloaded?.headers()['x-rahi-render']).toBe('server');
  await page.waitForFunction(() => !('__RAHI_PAYMENT__' in window));
  await expect(page.getByRole('heading', { level: 1, name: FAILURE })).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toHaveText(
    'پرداخت لغو شد یا ناموفق بود. مبلغی از حساب شما کسر نشده است.',
  );
  await expect(page.getByRole('timer')).toContainText(/[۰-۹]{2}:[۰-۹]{2}/);
  expect(watch.hydrationProblems()).toEqual([]);
  expect(watch.contentCalls).toEqual([]);
  watch.stop();

  await drawnAndHydrated(page, browser, page.url(), 'payment-failure');
  await page.getByRole('button', { name: 'پرداخت دوباره' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${reserveId}$`), { timeout: 20_000 });
});

test('/reserve-status arrives with its lookup made by the server, found or refused, and hydrates without asking again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { reserveId, mobile } = await bookAndGoToBank(page, 65, 201);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?/, { timeout: 20_000 });

  // Another browser, as a phone that scanned the voucher's QR code.
  const phone = await browser.newContext();
  const scanner = await phone.newPage();
  const found = `/reserve-status?reserveId=${reserveId}&mobile=${mobile}`;
  const wrong = `/reserve-status?reserveId=${reserveId}&mobile=09120000001`;
  const response = await scanner.request.get(`${test.info().project.use.baseURL}${found}`);
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(await response.text()).toContain(toPersianDigits(reserveId));

  for (const [address, width] of [
    [found, 390],
    [wrong, 1280],
  ] as const) {
    await scanner.setViewportSize({ width, height: 900 });
    const watch = watchHydration(scanner, /\/bookings\/\d{8}/);
    await scanner.goto(`${test.info().project.use.baseURL}${address}`);
    await scanner.waitForFunction(() => !('__RAHI_LOOKUP__' in window));
    await expect(scanner.getByRole('heading', { level: 1, name: 'پیگیری رزرو' })).toBeVisible();
    if (address === found)
      await expect(scanner.getByRole('region', { name: 'وضعیت رزرو' }).getByTestId('reserve-id')).toHaveText(
        toPersianDigits(reserveId),
      );
    else await expect(scanner.getByTestId('lookup-failure')).toHaveText(NOT_FOUND);
    const shift = await layoutShift(scanner);
    expect(shift, `layout shift at ${width} px`).toBeLessThan(0.01);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.contentCalls).toEqual([]);
    watch.stop();
  }
  await drawnAndHydrated(scanner, browser, `${test.info().project.use.baseURL}${found}`, 'reserve-status');
  // The hydrated form looks up again when asked.
  const watch = watchHydration(scanner, /\/bookings\/\d{8}/);
  await scanner.getByLabel('شماره موبایل').fill(mobile);
  await scanner.getByRole('button', { name: 'نمایش وضعیت' }).click();
  await expect(scanner.getByRole('region', { name: 'وضعیت رزرو' })).toBeVisible();
  expect(watch.contentCalls).toHaveLength(1);
  await phone.close();
});
