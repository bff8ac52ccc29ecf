// A hold that runs out on the server: the rooms go back, a payment made at the bank afterwards is
// returned, not charged, and the failure page says so in Persian with the way back to the hotel; a retry from the
// failure page after the hold ran out is refused with the same clear message. The hold is ended by the
// development route POST /dev/bookings/:reserveId/expire-hold (RAHI_DEV_ROUTES=1), as the sweep ends it.
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  fillGuests,
  findHotelWithRoom,
  freshMobile,
  type Offer,
  reserveOnHotelPage,
  tehranDay,
} from './reservation-helpers';

const HOLD_EXPIRED = 'مهلت پرداخت این رزرو به پایان رسیده و اتاق‌ها آزاد شده‌اند. لطفا دوباره رزرو کنید.';
const REVERSED =
  'مهلت رزرو پیش از تایید پرداخت به پایان رسید؛ مبلغ پرداختی به حساب بانکی شما بازگردانده می‌شود.';

/** Reserves one room on the hotel page and presses pay: the page is at the sandbox bank, the rooms are held. */
async function bookToBank(page: Page, days: number, firstHotel: number) {
  const checkin = tehranDay(days);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, firstHotel);
  const freeCount = async () =>
    (await api<Offer[]>(page, `/hotels/${hotelId}/rooms?checkin=${checkin}&nights=2`)).find(
      (room) => room.id === offer.id,
    )?.freeCount;
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  const mobile = freshMobile();
  await fillGuests(page, mobile, 1);
  // The booking's reserve id, read from booking-api's answer before the page moves on to the bank.
  let reserveId = '';
  await page.route('**/handle-api', async (route) => {
    if (route.request().postDataJSON()?.endPoint !== '/bookings') return route.continue();
    const response = await route.fetch();
    reserveId = (await response.json()).data?.reserveId ?? '';
    return route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  const status = async () =>
    (await api<{ status: string }>(page, `/bookings/${reserveId}?mobile=${mobile}`)).status;
  expect(await status()).toBe('pending_payment');
  // Ends the hold; the rooms come back (a hold left by an earlier, interrupted run may come back too: at least one).
  const expireHold = async () => {
    const held = (await freeCount()) ?? 0;
    await api(page, `/dev/bookings/${reserveId}/expire-hold`, 'POST', { mobile });
    expect(await status()).toBe('expired');
    const free = (await freeCount()) ?? 0;
    expect(free).toBeGreaterThanOrEqual(held + 1);
    return free;
  };
  return { reserveId, freeCount, expireHold };
}

test('paid at the bank after the hold ran out: the money goes back and the failure page says why', async ({
  page,
}) => {
  const { reserveId, freeCount, expireHold } = await bookToBank(page, 32, 281);
  const freeAfterExpiry = await expireHold();

  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-failure\\?reserveId=${reserveId}$`));
  await expect(page.getByRole('heading', { name: 'پرداخت انجام نشد' })).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toHaveText(REVERSED);
  await expect(page.getByTestId('booking-status')).toHaveText('منقضی شده');
  await expect(page.getByRole('button', { name: 'پرداخت دوباره' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'رزرو دوباره از صفحه هتل' })).toBeVisible();
  // The rooms stay free: the late payment did not take them back.
  expect(await freeCount()).toBeGreaterThanOrEqual(freeAfterExpiry);

  // After a reload the page reads the same reason from the booking itself.
  await page.reload();
  await expect(page.getByTestId('failure-reason')).toHaveText(REVERSED);
});

test('a retry from the failure page after the hold ran out is refused with a clear message', async ({
  page,
}) => {
  const { expireHold } = await bookToBank(page, 35, 341);
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/payment-failure\?reserveId=\d{8}$/);
  await expect(page.getByRole('timer')).toContainText(/[۰-۹]{2}:[۰-۹]{2}/);
  await expireHold();

  await page.getByRole('button', { name: 'پرداخت دوباره' }).click();
  // The toast (product §8) and the page's own alert may both say it; at least one must show.
  await expect(page.getByRole('alert').filter({ hasText: HOLD_EXPIRED }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment-failure\?/);
  await expect(page.getByTestId('failure-reason')).toHaveText(HOLD_EXPIRED);
  await expect(page.getByRole('button', { name: 'پرداخت دوباره' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'رزرو دوباره از صفحه هتل' })).toBeVisible();
});
