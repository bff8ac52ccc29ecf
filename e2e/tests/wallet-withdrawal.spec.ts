// A refund to the wallet can leave it: the traveller pays a booking by card, cancels it (the refund goes to the
// wallet), finds the card payment beside the refund on /profile/transactions, and asks for part of the balance
// to be paid to a bank account (Sheba). A wrong check digit is refused on the page; the right Sheba holds the
// amount at once and lists the request as «در انتظار پرداخت». With RAHI_SCREENSHOTS=<dir>, the page with the
// form is photographed at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { logInByCode, persian } from './login-helpers';
import { bookAndPay } from './profile-helpers';
import { api, toman, tomanNumber } from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;
const FIRST_HOTEL = 271;
const SHEBA = 'IR820540102680020817909002';

test('a traveller asks for a wallet refund to be paid to their bank account', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mobile = await logInByCode(page, request);
  const { reserveId } = await bookAndPay(page, mobile, 52, { firstHotel: FIRST_HOTEL });
  await api(page, `/bookings/${reserveId}/cancellation`, 'POST', {});

  await page.goto('/profile/transactions');
  const balanceText = page.getByTestId('wallet-balance');
  await expect(balanceText).not.toHaveText(toman(0));
  const balance = tomanNumber((await balanceText.textContent()) ?? '');
  const payment = page.getByTestId('card-payment-row');
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(`پرداخت رزرو ${persian(reserveId)}`);

  const form = page.getByRole('form', { name: 'درخواست برداشت از کیف پول' });
  const amountField = form.getByLabel('مبلغ (تومان)');
  const shebaField = form.getByLabel('شماره شبا');
  await amountField.fill(persian(String(balance + 1)));
  await shebaField.fill('IR820540102680020817909003');
  await form.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  await expect(form.getByText('مبلغ برداشت از موجودی کیف پول بیشتر است.')).toBeVisible();
  await expect(form.getByText(/شماره شبا معتبر نیست/)).toBeVisible();

  const asked = Math.floor(balance / 2);
  await amountField.fill(persian(String(asked)));
  await shebaField.fill(SHEBA.replace(/(.{4})/g, '$1 '));
  await form.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  const request1 = page.getByTestId('withdrawal-row');
  await expect(request1).toHaveCount(1);
  await expect(request1).toContainText('در انتظار پرداخت');
  await expect(request1).toContainText('IR82 0540 1026 8002 0817 9090 02');
  await expect(request1).toContainText(toman(asked * 10));
  await expect(balanceText).toHaveText(toman((balance - asked) * 10));
  await expect(page.getByTestId('withdrawal-note')).toContainText('در انتظار پرداخت');

  if (shots)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shots}/transactions-withdrawal-${width}.png`, fullPage: true });
    }
});
