// The cancellation promise, one journey: the reservation page says before paying what cancelling would cost
// today and until which Jalali day (from the hotel's own policy, the text it shows); the voucher repeats it;
// cancelling from the profile at that distance charges exactly that, and the cancelled booking then says what
// came back and where (the profile's card and /reserve-status). With RAHI_SCREENSHOTS=<dir>, the reservation
// page's line and the voucher are photographed at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { pageReady } from './hydration-watch';
import { logInByCode, persian } from './login-helpers';
import {
  api,
  fillGuests,
  findHotelWithRoom,
  reserveOnHotelPage,
  tehranDay,
  toman,
} from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;
const FIRST_HOTEL = 141;
const DAYS_AHEAD = 18;

interface Policy {
  tiers: { minDaysBefore: number; percent: number; of: 'firstNight' | 'stay' }[];
}

/** '۱۸ اسفند ۱۴۰۳': a Gregorian day as the pages write it in the Jalali calendar, after the weekday. */
const jalaliDay = (iso: string) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/٬/g, '');

const daysBefore = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

async function photograph(page: import('@playwright/test').Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the penalty charged on cancelling is the one the reservation page said before paying', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mobile = await logInByCode(page, request);
  const checkin = tehranDay(DAYS_AHEAD);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, FIRST_HOTEL);
  const hotel = await api<{ cancellationPolicy: string; cancellationRules: Policy }>(
    page,
    `/hotels/${hotelId}`,
  );

  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, mobile, 1);
  await expect(page.getByText(hotel.cancellationPolicy)).toBeVisible();
  const line = page.getByTestId('cancellation-outlook');
  await expect(line).toContainText('لغو');
  const promised = (await line.textContent()) ?? '';
  if (shots) {
    await line.scrollIntoViewIfNeeded();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await line.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${shots}/reservation-cancellation-line-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/, { timeout: 20_000 });
  const reserveId = new URL(page.url()).searchParams.get('reserveId') ?? '';

  // The quote at this distance is what the line said, and so is the last day it holds.
  const quote = await api<{ penalty: number; refund: number; percentOfNight: number; daysBefore: number }>(
    page,
    `/bookings/${reserveId}/cancellation`,
  );
  // What each expectation below compares, named in its failure.
  const context = JSON.stringify({ hotelId, checkin, promised, quote, policy: hotel.cancellationRules });
  expect(quote.daysBefore, context).toBe(DAYS_AHEAD);
  const first = hotel.cancellationRules.tiers[0];
  if (quote.penalty === 0) expect(promised, context).toContain('لغو رایگان');
  else expect(promised, context).toContain(`هزینه لغو اکنون ${toman(quote.penalty)}`);
  const lastDay =
    first && DAYS_AHEAD >= first.minDaysBefore && quote.percentOfNight === first.percent
      ? daysBefore(checkin, first.minDaysBefore)
      : daysBefore(checkin, 1);
  expect(promised, context).toContain(`تا پایان`);
  expect(promised, context).toContain(jalaliDay(lastDay));

  // The voucher repeats it.
  await page.goto(`/voucher?reserveId=${reserveId}&mobile=${mobile}`);
  await expect(page.getByText(promised)).toBeVisible({ timeout: 30_000 });
  await photograph(page, 'voucher-cancellation-line');

  // Cancelling now charges exactly that.
  await page.goto('/profile/reserves');
  await pageReady(page);
  const card = page.getByRole('article', { name: `رزرو ${persian(reserveId)}` });
  await card.getByRole('button', { name: 'لغو رزرو' }).click();
  const dialog = page.getByRole('dialog', { name: `لغو رزرو ${persian(reserveId)}` });
  await expect(dialog.getByTestId('cancel-penalty'), context).toHaveText(toman(quote.penalty));
  await dialog.getByRole('button', { name: 'تایید و لغو رزرو' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('لغو شده');

  // The cancelled booking says what came back and where.
  const refundLine = `${toman(quote.refund)} به کیف پول شما بازگشت.`;
  await expect(card.getByTestId('booking-refund')).toHaveText(`بازپرداخت: ${refundLine}`);
  await page.goto(`/reserve-status?reserveId=${reserveId}&mobile=${mobile}`);
  await expect(page.getByTestId('booking-refund')).toHaveText(refundLine, { timeout: 30_000 });
  await photograph(page, 'reserve-status-refund');
});
