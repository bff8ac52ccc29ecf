// Before paying, the reservation page breaks each room's price down as the invoice will (the room for the stay,
// each night, the extra bed, late check-out, in Toman with Persian digits): open at 1280 px (in the server's HTML
// too), folded at 390 px and opened from the keyboard; and an applied discount code says its rule (percent and cap). With
// RAHI_SCREENSHOTS=<dir>, the breakdown is photographed at 390 (folded) and 1280 px.
import { expect, test } from '@playwright/test';
import { toAsciiDigits } from '../../shared-contracts/src/text/digits';
import { logInByCode } from './login-helpers';
import { findHotelWithRoom, reserveOnHotelPage, tehranDay, toman } from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;
const FIRST_HOTEL = 241;

test('the reservation page shows each room’s price lines before paying, and a code’s rule', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInByCode(page, request);
  const checkin = tehranDay(37);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, FIRST_HOTEL);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);

  const breakdown = page.getByTestId('price-breakdown');
  const toggle = breakdown.getByRole('button', { name: 'ریز قیمت اتاق‌ها' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const room = breakdown.getByTestId('price-breakdown-room');
  await expect(room.getByRole('term').first()).toHaveText(`اتاق ۱: ${offer.name} – ۲ شب`);
  await expect(room.getByRole('term').filter({ hasText: /^شب / })).toHaveCount(2);
  await expect(room.getByRole('term').filter({ hasText: '۱ تخت اضافه × ۲ شب' })).toBeVisible();
  await expect(room.getByRole('term').filter({ hasText: 'خروج دیرهنگام' })).toBeVisible();
  // The room's line is the sum of its detail lines, and the rooms add up to the page's total.
  const amounts = (await room.getByRole('definition').allTextContents()).map((text) =>
    Number(toAsciiDigits(text).replace(/\D/g, '')),
  );
  const [roomTotal = 0, ...lines] = amounts;
  expect(lines.reduce((sum, value) => sum + value, 0)).toBe(roomTotal);
  await expect(page.getByTestId('price-total')).toHaveText(toman(roomTotal * 10));
  if (shots) await breakdown.screenshot({ path: `${shots}/reservation-breakdown-1280.png` });
  // Open in the server's HTML already: opened by the app once started, it moved the form below it down.
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 1280, height: 900 },
  });
  const drawn = await serverOnly.newPage();
  await drawn.goto(page.url());
  await expect(drawn.getByTestId('price-breakdown-room').getByRole('term').first()).toBeVisible();
  await serverOnly.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // The reload is drawn by the server: the disclosure answers once the page has hydrated (its data taken).
  await page.waitForFunction(() => !('__RAHI_RESERVATION__' in window));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(room.getByRole('term').first()).toBeHidden();
  if (shots) {
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/reservation-breakdown-390-folded.png` });
  }
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(room.getByRole('term').first()).toBeVisible();
  if (shots) await breakdown.screenshot({ path: `${shots}/reservation-breakdown-390-open.png` });

  await page.getByLabel('کد تخفیف دارید؟').fill('RAHI10');
  await page.getByRole('button', { name: 'اعمال کد' }).click();
  await expect(page.getByTestId('discount-rule')).toHaveText('تخفیف این کد: ۱۰٪ تا سقف ۵۰۰٬۰۰۰ تومان');
  if (shots) {
    await page.getByTestId('discount-rule').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/reservation-code-rule-390.png` });
  }
});
