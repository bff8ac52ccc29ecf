// Shared steps of the profile journeys: a page checked with axe (no serious or critical finding) and,
// with RAHI_SCREENSHOTS=<dir>, photographed at 390 and 1280 px; a booking made and paid by the logged-in traveller.
import { expect, type Page } from '@playwright/test';
import { axeScan } from './axe';
import { pageReady } from './hydration-watch';
import { fillGuests, findHotelWithRoom, reserveOnHotelPage, tehranDay, toman } from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;

export async function checkPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // The app's, not the server's HTML alone: a public form enables its submit once hydrated (shared-ui's PublicForm),
  // a render after its page took the server's data; its colour then fades from the disabled grey for 250 ms, and axe
  // measured the contrast of that half-way colour (forms.spec's questionnaire, under load). Two frames on, that
  // transition is running and is waited for below.
  await pageReady(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // A dialog that has just opened is still fading in (MUI's transitions are CSS transitions): axe measured its
  // half-transparent text's contrast and failed under load. Wait for every running animation and transition first.
  // (A spinner's animation never ends: only those that do are waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await axeScan(page);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) =>
        `${name}: ${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')})`,
    ),
  ).toEqual([]);
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Books one room of a hotel from `firstHotel` on (each journey its own hotels; of `hotelTypes` when given), `days`
 * ahead, for the logged-in traveller, optionally spending the wallet's credit; pays what is left at the sandbox bank.
 */
export async function bookAndPay(
  page: Page,
  mobile: string,
  days: number,
  options: { firstHotel: number; useCredit?: boolean; hotelTypes?: readonly string[] },
) {
  const checkin = tehranDay(days);
  const { hotelId, offer } = await findHotelWithRoom(
    page,
    checkin,
    2,
    options.firstHotel,
    options.hotelTypes,
  );
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, mobile, 1);
  const toPay = page.getByTestId('price-to-pay');
  const before = (await toPay.textContent()) ?? '';
  if (options.useCredit) {
    await page.getByRole('checkbox', { name: /استفاده از اعتبار کیف پول/ }).check();
    await expect(toPay).not.toHaveText(before);
  }
  const after = (await toPay.textContent()) ?? '';
  // 'ثبت نهایی رزرو' when the credit leaves nothing to pay.
  await page.getByRole('button', { name: /^(پرداخت و تکمیل رزرو|ثبت نهایی رزرو)$/ }).click();
  if (after !== toman(0)) {
    await expect(page).toHaveURL(/\/sandbox-bank\//);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/, { timeout: 20_000 });
  const reserveId = new URL(page.url()).searchParams.get('reserveId') ?? '';
  return { reserveId, before, after };
}
