// A booking one account makes and pays for another traveller's mobile: the mobile's owner sees it in their
// profile but is not offered its cancellation (and booking-api refuses it), while the account that paid is, with
// the refund going to its own wallet.
import { expect, test } from '@playwright/test';
import { freshMobile, logInByCode, persian } from './login-helpers';
import { bookAndPay, checkPage } from './profile-helpers';

const FIRST_HOTEL = 351;
const BY_ANOTHER_ACCOUNT =
  'این رزرو را حساب کاربری دیگری برای شماره شما ثبت کرده است؛ لغو آن فقط از همان حساب ممکن است.';

test("a booking paid by one account for another's mobile is cancelled only by the account that paid", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const payerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const forContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const payer = await payerContext.newPage();
  const forPage = await forContext.newPage();
  const mobileC = freshMobile();

  await logInByCode(payer, payer.request);
  const { reserveId } = await bookAndPay(payer, mobileC, 33, { firstHotel: FIRST_HOTEL });

  await logInByCode(forPage, forPage.request, mobileC);
  await forPage.goto('/profile/reserves');
  const card = forPage.getByRole('article', { name: `رزرو ${persian(reserveId)}` });
  await expect(card).toContainText(BY_ANOTHER_ACCOUNT);
  await expect(card.getByRole('button', { name: 'لغو رزرو' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'واچر' })).toBeVisible();
  await checkPage(forPage, 'profile-booked-for-another');
  const refused = await forPage.request.post('/handle-api', {
    data: { endPoint: `/bookings/${reserveId}/cancellation`, options: { method: 'POST', body: {} } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).meta.errors).toEqual([BY_ANOTHER_ACCOUNT]);

  await payer.goto('/profile/reserves');
  const payerCard = payer.getByRole('article', { name: `رزرو ${persian(reserveId)}` });
  await payerCard.getByRole('button', { name: 'لغو رزرو' }).click();
  const dialog = payer.getByRole('dialog', { name: `لغو رزرو ${persian(reserveId)}` });
  await expect(dialog.getByText('مبلغ بازگشتی به کیف پول')).toBeVisible();
  await dialog.getByRole('button', { name: 'تایید و لغو رزرو' }).click();
  await expect(payerCard).toContainText('لغو شده');

  await payerContext.close();
  await forContext.close();
});
