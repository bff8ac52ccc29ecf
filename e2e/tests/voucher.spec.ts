// The voucher: a booking paid at the sandbox bank → the success page's .ics → its voucher page → the
// PDF downloaded, whose text (pdftotext) holds the reserve id → the invoice → /reserve-status and the header's
// check-reservation modal find the booking; a wrong mobile gets "not found" everywhere.
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import { axeScan } from './axe';
import {
  fillGuests,
  findHotelWithRoom,
  freshMobile,
  reserveOnHotelPage,
  tehranDay,
} from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;
const NOT_FOUND = 'رزروی با این کد رزرو و شماره موبایل پیدا نشد.';

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

/** axe finds no serious or critical violation on what the page shows now. */
async function expectAccessible(page: Page) {
  const results = await axeScan(page);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Books one room on a hotel page and pays at the sandbox bank; ends on the success page. */
async function bookAndPay(page: Page, mobile: string) {
  const checkin = tehranDay(24);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 61);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, mobile, 1);
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/);
  return new URL(page.url()).searchParams.get('reserveId') ?? '';
}

test('a paid booking has a voucher page, a PDF, an invoice and an .ics, and is found again by reserve id and mobile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  const reserveId = await bookAndPay(page, mobile);

  // The success page's "add to calendar": the stay as an .ics file.
  const calendarLink = page.getByRole('link', { name: 'افزودن به تقویم' });
  await expect(calendarLink).toHaveAttribute(
    'href',
    `/api/voucher-calendar?reserveId=${reserveId}&mobile=${mobile}`,
  );
  const ics = await page.request.get((await calendarLink.getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*LOCATION:/);

  await page.getByRole('link', { name: 'مشاهده واچر' }).click();
  await expect(page).toHaveURL(`/voucher?reserveId=${reserveId}&mobile=${mobile}`);
  await expect(page.getByRole('heading', { name: 'واچر اقامت در هتل' })).toBeVisible();
  await expect(page.getByTestId('voucher-reserve-id')).toHaveText(toPersianDigits(reserveId));
  // The voucher layout: no site header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: `کد QR پیگیری رزرو ${toPersianDigits(reserveId)}` }),
  ).toHaveAttribute('data-qr-text', new RegExp(`/reserve-status\\?reserveId=${reserveId}&mobile=${mobile}$`));
  await expect(page.getByRole('link', { name: 'نمایش روی نقشه' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(page.getByRole('link', { name: /^۰[۰-۹]{2}-[۰-۹]{8}$/ })).toHaveAttribute(
    'href',
    /^tel:0\d{10}$/,
  );
  await screenshots(page, 'voucher');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'دریافت PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^voucher-\d+\.pdf$/);
  const pdf = await download.path();
  const text = execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain(toPersianDigits(reserveId));

  await page.getByRole('link', { name: 'صورت‌حساب' }).click();
  await expect(page.getByRole('heading', { name: 'صورت‌حساب رزرو هتل' })).toBeVisible();
  await expect(page.getByText(/^شب .+ [۰-۹]{4}$/).first()).toBeVisible();
  await expect(page.getByText('کد پیگیری بانک')).toBeVisible();
  await screenshots(page, 'invoice');
  await expectAccessible(page);
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'دریافت PDF' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/^voucher-factor-\d+\.pdf$/);

  // /reserve-status: as the QR code opens it, then a wrong mobile.
  await page.goto(`/reserve-status?reserveId=${reserveId}&mobile=${mobile}`);
  const result = page.getByRole('region', { name: 'وضعیت رزرو' });
  await expect(result.getByTestId('reserve-id')).toHaveText(toPersianDigits(reserveId));
  await expect(result.getByRole('link', { name: 'مشاهده صورت‌حساب' })).toHaveAttribute(
    'href',
    `/voucher?reserveId=${reserveId}&mobile=${mobile}&isFactor=1`,
  );
  await screenshots(page, 'reserve-status');
  await expectAccessible(page);
  await page.getByLabel('شماره موبایل').fill('09120000001');
  await page.getByRole('button', { name: 'نمایش وضعیت' }).click();
  await expect(page.getByTestId('lookup-failure')).toHaveText(NOT_FOUND);
  await expect(page).toHaveURL(`/reserve-status?reserveId=${reserveId}&mobile=09120000001`);

  // The header's check-reservation modal, on a desktop-wide page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'پیگیری رزرو' }).click();
  const dialog = page.getByRole('dialog', { name: 'پیگیری رزرو' });
  await dialog.getByLabel('کد رزرو').fill(toPersianDigits(reserveId));
  await dialog.getByLabel('شماره موبایل').fill(mobile);
  await dialog.getByRole('button', { name: 'نمایش وضعیت' }).click();
  await expect(dialog.getByTestId('booking-status')).toHaveText(/تایید شده|در انتظار تایید هتل/);
  if (shots) await page.screenshot({ path: `${shots}/modal-1280.png` });
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'مشاهده واچر' }).click();
  await expect(page).toHaveURL(`/voucher?reserveId=${reserveId}&mobile=${mobile}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The voucher of the same booking with another mobile: the same "not found" as a booking that does not exist.
  await page.goto(`/voucher?reserveId=${reserveId}&mobile=09120000001`);
  await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
});

test('on a phone the menu opens the check-reservation modal, and /reserve-status hides the footer; a wrong pair is "not found"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'باز کردن منو' }).click();
  await page
    .getByRole('navigation', { name: 'منوی سایت' })
    .getByRole('button', { name: 'پیگیری رزرو' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'پیگیری رزرو' });
  // A reserve id of its own each run: misses per reserve id are limited too, in a database kept between runs.
  await dialog.getByLabel('کد رزرو').fill(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
  await dialog.getByLabel('شماره موبایل').fill('09120000002');
  await dialog.getByRole('button', { name: 'نمایش وضعیت' }).click();
  await expect(dialog.getByTestId('lookup-failure')).toHaveText(NOT_FOUND);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  if (shots) await page.screenshot({ path: `${shots}/modal-390.png` });

  await page.goto('/reserve-status');
  await expect(page.getByRole('heading', { name: 'پیگیری رزرو' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
});
