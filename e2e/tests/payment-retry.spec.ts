// A payment cancelled at the bank: the failure page gives the reason in Persian and the hold's
// remaining time, a retry pays the same booking again and ends on the success page; a hold that runs out
// while the traveller waits says so clearly and offers the hotel again instead of a retry. Back from the bank with
// the browser's back button, the reservation page offers to pay the booking already made, with its countdown.
import { expect, test } from '@playwright/test';
import { toAsciiDigits } from '../../shared-contracts/src/text/digits';
import {
  fillGuests,
  findHotelWithRoom,
  freshMobile,
  reserveOnHotelPage,
  tehranDay,
} from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;

async function bookAndCancelAtBank(page: import('@playwright/test').Page, days: number, firstHotel: number) {
  const checkin = tehranDay(days);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, firstHotel);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, freshMobile(), 1);
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/payment-failure\?reserveId=\d{8}$/);
  await expect(page.getByRole('heading', { name: 'پرداخت انجام نشد' })).toBeVisible();
}

test('cancelled at the bank, then paid again from the failure page, the booking is confirmed', async ({
  page,
}) => {
  await bookAndCancelAtBank(page, 26, 161);
  const reserveId = new URL(page.url()).searchParams.get('reserveId');
  await expect(page.getByTestId('failure-reason')).toHaveText(
    'پرداخت لغو شد یا ناموفق بود. مبلغی از حساب شما کسر نشده است.',
  );
  await expect(page.getByRole('timer')).toContainText(/[۰-۹]{2}:[۰-۹]{2}/);
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/failure-${width}.png`, fullPage: true });
    }
  }

  await page.getByRole('button', { name: 'پرداخت دوباره' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${reserveId}$`));
  await expect(page.getByTestId('booking-status')).toHaveText(/تایید شده|در انتظار تایید هتل/);

  // The failure page reopened (a restored tab, the history) says the booking is paid, not to book again.
  await page.goto(`/payment-failure?reserveId=${reserveId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رزرو شما ثبت شد');
  await expect(page.getByRole('link', { name: 'مشاهده واچر' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت دوباره' })).toHaveCount(0);
});

test('a hold that runs out on the failure page says so and offers the hotel instead of a retry', async ({
  page,
}) => {
  await page.clock.install();
  await bookAndCancelAtBank(page, 29, 221);
  await expect(page.getByRole('button', { name: 'پرداخت دوباره' })).toBeVisible();
  await page.clock.fastForward('16:00');
  await expect(page.getByTestId('failure-reason')).toHaveText(
    'مهلت پرداخت این رزرو به پایان رسیده و اتاق‌ها آزاد شده‌اند. لطفا دوباره رزرو کنید.',
  );
  await expect(page.getByRole('timer')).toHaveText('مهلت پرداخت به پایان رسید');
  await expect(page.getByRole('button', { name: 'پرداخت دوباره' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'رزرو دوباره از صفحه هتل' })).toBeVisible();
});

test('back from the bank, the reservation page counts the hold down and pays the same booking', async ({
  page,
}) => {
  const checkin = tehranDay(44);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 461);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, freshMobile(), 1);
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await expect(page.getByTestId('sandbox-hold')).toContainText(/[۰-۹]{2}:[۰-۹]{2}/);

  await page.goBack();
  await expect(page).toHaveURL(/\/reservation\?reservationId=/);
  await expect(page.getByRole('heading', { name: 'رزرو شما منتظر پرداخت است' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/۱[۰-۵]:[۰-۹]{2}/);
  const reserveId = toAsciiDigits((await page.getByTestId('reserve-id').textContent()) ?? '');
  await expect(page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' })).toHaveCount(0);
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/reservation-held-${width}.png`, fullPage: true });
    }
  }

  await page.getByRole('button', { name: 'پرداخت همین رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${reserveId}$`));
});
