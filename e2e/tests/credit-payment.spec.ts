// Nothing left to pay: a logged-in traveller whose wallet credit covers the whole amount confirms the
// booking without the bank. The credit comes the real way: a paid booking cancelled well before check-in is
// refunded to the wallet as the hotel's policy says (the profile's cancellation).
import { expect, type Page, test } from '@playwright/test';
import { openWithAppHeld, pageReady } from './hydration-watch';
import {
  api,
  bookThroughApi,
  fillGuests,
  findHotelWithRoom,
  logIn,
  reserveOnHotelPage,
  saveDraft,
  tehranDay,
  toman,
} from './reservation-helpers';

const balance = async (page: Page) =>
  (await api<{ balance: number }>(page, '/wallet/transactions?page=1')).balance;

/**
 * A logged-in traveller given credit the real way: `rooms` rooms booked `days` ahead, paid at the sandbox bank and
 * cancelled, the hotel's policy refunding to the wallet. Returns the stay, the traveller's mobile and the credit.
 */
async function travellerWithCredit(page: Page, days: number, seed: number, rooms: number) {
  const checkin = tehranDay(days);
  const stay = { checkin, ...(await findHotelWithRoom(page, checkin, 2, seed)) };
  const mobile = await logIn(page);
  expect(await balance(page)).toBe(0);
  const paid = await bookThroughApi(page, stay, mobile, rooms);
  const payment = await api<{ redirectUrl: string }>(page, `/bookings/${paid.reserveId}/payments`, 'POST', {
    mobile,
  });
  await page.goto(payment.redirectUrl);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${paid.reserveId}$`));
  const quote = await api<{ refund: number; penalty: number }>(
    page,
    `/bookings/${paid.reserveId}/cancellation`,
  );
  expect(quote.refund + quote.penalty).toBe(paid.amounts.toPay);
  await api(page, `/bookings/${paid.reserveId}/cancellation`, 'POST', {});
  const credit = await balance(page);
  expect(credit).toBe(quote.refund);
  return { stay, mobile, credit };
}

test('wallet credit that covers the amount confirms the booking without the bank', async ({ page }) => {
  test.setTimeout(90_000);

  // Two rooms paid at the sandbox bank, then cancelled 38 days ahead: what the hotel's own policy refunds (its
  // earliest step may still keep a share of the first night) goes back to the wallet.
  const { stay, mobile, credit } = await travellerWithCredit(page, 38, 401, 2);
  const { checkin } = stay;

  // One of those rooms (the one with an extra bed and late check-out) costs less: the credit covers it.
  const banks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox-bank/')) banks.push(request.url());
  });
  await reserveOnHotelPage(page, stay.hotelId, stay.offer, checkin, 1);
  await fillGuests(page, mobile, 1);
  const toPay = await page.getByTestId('price-to-pay').textContent();
  await page.getByRole('checkbox', { name: `استفاده از اعتبار کیف پول (${toman(credit)})` }).check();
  await expect(page.getByTestId('price-credit')).toHaveText(toPay ?? '');
  await expect(page.getByTestId('price-to-pay')).toHaveText('۰ تومان');
  await page.getByRole('button', { name: 'ثبت نهایی رزرو' }).click();

  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/);
  await expect(page.getByRole('heading', { name: 'رزرو شما ثبت شد' })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText(/تایید شده|در انتظار تایید هتل/);
  await expect(page.getByTestId('booking-amount')).toHaveText('۰ تومان');
  expect(banks).toEqual([]);
  // The wallet paid for it: one debit of the room's price.
  const spent = credit - (await balance(page));
  expect(toman(spent)).toBe(toPay);
});

test('credit ticked on the server-drawn reservation page before it hydrates stays ticked and is counted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { stay, credit } = await travellerWithCredit(page, 41, 411, 1);
  const reservationId = await saveDraft(page.request, { ...stay, nights: 2 }, [
    { ...stay.offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const release = await openWithAppHeld(
    page,
    `/reservation?reservationId=${reservationId}&checkin=${stay.checkin}&nights=2`,
  );
  const toPay = await page.getByTestId('price-to-pay').textContent();
  const box = page.getByRole('checkbox', { name: `استفاده از اعتبار کیف پول (${toman(credit)})` });
  await box.check();
  release();
  await pageReady(page);

  await expect(box).toBeChecked();
  await expect(page.getByTestId('price-credit')).toBeVisible();
  await expect(page.getByTestId('price-to-pay')).not.toHaveText(toPay ?? '');
});
