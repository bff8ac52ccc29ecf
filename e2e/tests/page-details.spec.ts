// Small things a traveller sees at both widths: arrows that point where they lead, a price table beside its
// room, one colour for a discount, a slider bubble and a photo viewer that cover or cut nothing, a cart icon
// that does something on the hotel page, a phone menu with a title and a close button, a way back from the
// voucher, a bank page without a 404 and pages without a console warning about reCAPTCHA.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageReady } from './hydration-watch';
import {
  chooseRoomsAndReserve,
  fillGuests,
  findHotelWithRoom,
  freshMobile,
  reserveOnHotelPage,
  tehranDay,
} from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png` });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Which way a chevron icon points: the side of its path's extreme point that lies on its middle row. */
function pointing(button: Locator): Promise<'left' | 'right'> {
  return button.evaluate((element) => {
    const path = element.querySelector('svg path') as SVGPathElement;
    const length = path.getTotalLength();
    const points = Array.from({ length: 200 }, (_, i) => path.getPointAtLength((i / 199) * length));
    const box = path.getBBox();
    const middle = box.y + box.height / 2;
    const leftmost = points.reduce((a, b) => (b.x < a.x ? b : a));
    const rightmost = points.reduce((a, b) => (b.x > a.x ? b : a));
    return Math.abs(leftmost.y - middle) < Math.abs(rightmost.y - middle) ? 'left' : 'right';
  });
}

async function openHotel(page: Page, hotelId: number, checkin: string) {
  await page.goto(`/hotel/${hotelId}/x?checkin=${checkin}&nights=2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await pageReady(page);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the date picker's next-month arrow points the way it sits, as the pages' next arrow does", async ({
      page,
    }) => {
      await page.goto('/city/1/hotels-mashhad');
      const pages = page.getByRole('navigation', { name: 'صفحه‌های نتایج' });
      const nextPage = pages.getByRole('button', { name: 'صفحه بعد' });
      const previousPage = pages.getByRole('button', { name: 'صفحه قبل' });
      await expect(nextPage).toBeVisible({ timeout: 30_000 });
      expect((await box(nextPage)).x).toBeLessThan((await box(previousPage)).x);
      expect(await pointing(nextPage)).toBe('left');

      await page.goto('/');
      await expect(page.getByRole('search')).toBeVisible();
      const nextMonth = page.getByRole('button', { name: 'ماه بعد' });
      const previousMonth = page.getByRole('button', { name: 'ماه قبل' });
      // A click before the page has taken over the server's HTML is lost: pressed again until the picker opens,
      // but not once its dialog is up (its calendar may still be loading; the backdrop takes the click).
      const picker = page.getByRole('dialog', { name: 'انتخاب تاریخ' });
      await expect(async () => {
        if (!(await picker.isVisible())) await page.getByLabel('تاریخ ورود').click();
        await expect(nextMonth).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect((await box(nextMonth)).x).toBeLessThan((await box(previousMonth)).x);
      expect(await pointing(nextMonth)).toBe('left');
      expect(await pointing(previousMonth)).toBe('right');
      await shoot(page, 'date-picker');
    });

    test("a room's price per night opens beside the room, under its button, not below «انتخاب»", async ({
      page,
    }) => {
      const checkin = tehranDay(12);
      const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 1);
      await openHotel(page, hotelId, checkin);
      const card = page.getByRole('article', { name: offer.name, exact: true });
      const toggle = card.getByRole('button', { name: 'قیمت هر شب' });
      await toggle.click();
      const table = card.getByRole('table');
      await expect(table).toBeVisible();
      const toggleBox = await box(card.getByRole('button', { name: 'بستن قیمت شب‌ها' }));
      const tableBox = await box(table);
      const select = await box(card.getByRole('button', { name: `انتخاب ${offer.name}` }));
      // Right under the button that opened it, and clear of the room's price and «انتخاب».
      expect(tableBox.y - (toggleBox.y + toggleBox.height)).toBeLessThan(24);
      expect(overlaps(tableBox, select)).toBe(false);
      // Above «انتخاب» on a phone; on a desktop in the room's column, clear of the price column on its left.
      if (viewport === PHONE) expect(tableBox.y).toBeLessThan(select.y);
      else expect(tableBox.x).toBeGreaterThanOrEqual(select.x + select.width);
      await table.scrollIntoViewIfNeeded();
      await shoot(page, 'night-prices');
    });

    test('the cart icon on the hotel page brings its rooms and prices into view', async ({ page }) => {
      const checkin = tehranDay(13);
      const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 1);
      await openHotel(page, hotelId, checkin);
      const card = page.getByRole('article', { name: offer.name, exact: true });
      await card.getByRole('button', { name: `انتخاب ${offer.name}` }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(card).not.toBeInViewport();
      await page.getByRole('link', { name: 'سبد رزرو: ۱ اتاق' }).click();
      await expect(page.getByRole('heading', { name: 'اتاق‌ها و قیمت‌ها' })).toBeInViewport();
      await shoot(page, 'cart-icon');
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test("the price slider's bubble leaves the filter's heading readable", async ({ page }) => {
    await page.goto('/city/1/hotels-mashhad');
    const thumb = page.getByRole('slider', { name: 'کمترین قیمت' });
    await expect(thumb).toBeVisible({ timeout: 30_000 });
    // The bubble opens while the pointer is over a thumb (once the page has taken over the server's HTML).
    const bubble = page.locator('.MuiSlider-valueLabelOpen').first();
    await expect(async () => {
      await page.mouse.move(0, 0);
      await page.locator('.MuiSlider-thumb').first().hover();
      await expect(bubble).toBeVisible({ timeout: 1000 });
    }).toPass();
    const heading = page.getByText('قیمت هر شب (تومان)', { exact: true });
    expect(overlaps(await box(bubble), await box(heading))).toBe(false);
    await shoot(page, 'price-slider');
  });

  test('the photo viewer shows the whole photo and its caption at 800 px high', async ({ page }) => {
    const checkin = tehranDay(12);
    const { hotelId } = await findHotelWithRoom(page, checkin, 2, 1);
    await openHotel(page, hotelId, checkin);
    await page
      .getByRole('region', { name: /^تصاویر / })
      .getByRole('button')
      .filter({ has: page.locator('img') })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const photo = viewer.getByRole('img').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight))
      .toBeTruthy();
    const caption = viewer.locator('p').last();
    const photoBox = await box(photo);
    const captionBox = await box(caption);
    const close = await box(viewer.getByRole('button', { name: 'بستن' }));
    expect(close.y).toBeGreaterThanOrEqual(0);
    expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(captionBox.y + 1);
    expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(DESKTOP.height);
    await shoot(page, 'photo-viewer');
  });

  test('one colour for the hotel discount on the hotel page and the reservation page', async ({ page }) => {
    test.setTimeout(90_000);
    const checkin = tehranDay(15);
    const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 1);
    await openHotel(page, hotelId, checkin);
    const summary = page.getByRole('complementary', { name: 'خلاصه رزرو' });
    const color = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
    const card = page.getByRole('article', { name: offer.name, exact: true });
    await card.getByRole('button', { name: `انتخاب ${offer.name}` }).click();
    const onHotelPage = await color(summary.getByTestId('summary-discount'));
    await shoot(page, 'discount-hotel');
    await page.goto('/');
    await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
    const onReservation = await color(page.getByTestId('price-hotel-discount'));
    expect(onReservation).toBe(onHotelPage);
    await page.getByTestId('price-hotel-discount').scrollIntoViewIfNeeded();
    await shoot(page, 'discount-reservation');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the phone menu has a title and a close button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('heading', { name: 'منو' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'هتل‌های نزدیک حرم' })).toBeVisible();
    await shoot(page, 'phone-menu');
    await menu.getByRole('button', { name: 'بستن منو' }).click();
    await expect(menu).toHaveCount(0);
  });
});

test('the bank page asks for nothing missing, no page warns about reCAPTCHA, the voucher leads back to the site and lists the extras apart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const warnings: string[] = [];
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const checkin = tehranDay(26);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 71);
  await page.goto(`/hotel/${hotelId}/x?checkin=${checkin}&nights=2`);
  // One room with an extra bed and a late check-out.
  await chooseRoomsAndReserve(page, offer, 1);
  const mobile = freshMobile();
  await fillGuests(page, mobile, 1);
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  // The browser's own favicon request is made after load.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/);
  expect(missing).toEqual([]);
  expect(warnings.filter((text) => /reCAPTCHA/i.test(text))).toEqual([]);

  await page.getByRole('link', { name: 'مشاهده واچر' }).click();
  await expect(page.getByRole('heading', { name: 'واچر اقامت در هتل' })).toBeVisible();
  const room = page.getByRole('region', { name: new RegExp(offer.name) });
  const row = (label: string) => room.locator('dt', { hasText: new RegExp(`^${label}$`) });
  await expect(row('تخت اضافه')).toHaveCount(1);
  const bedValue = row('تخت اضافه').locator('xpath=following-sibling::dd[1]');
  await expect(bedValue).toHaveText('۱');
  await expect(row('ورود زودهنگام')).toHaveCount(1);
  await expect(row('خروج دیرهنگام')).toHaveCount(1);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'voucher');
  }
  await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner')).toBeVisible();
});
