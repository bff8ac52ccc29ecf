// The traveller's profile, one journey: log in by SMS code → name the account on /profile/edit (the
// header follows) → book and pay → the booking on /profile/reserves → cancel it after the dialog shows the
// server's penalty and refund → the refund on /profile/transactions → that credit spent on a new booking.
// Each profile page is checked with axe on the way (no serious or critical finding) and, with
// RAHI_SCREENSHOTS=<dir>, photographed at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { logInByCode, persian } from './login-helpers';
import { bookAndPay, checkPage } from './profile-helpers';
import { api, toman } from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;

const FIRST_HOTEL = 421;

test('book and pay, see it in the profile, cancel with the shown refund, find it in the wallet, spend it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mobile = await logInByCode(page, request);

  // The account gets a name; the header hears it over the bus.
  await page.goto('/profile/edit');
  // Drawn by the server: what is typed before it hydrates is kept, but a field's check on leaving it runs only
  // once the form is the app's.
  await page.waitForFunction(() => !('__RAHI_PROFILE__' in window));
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
  await page.getByLabel('نام خانوادگی').fill('کریمی');
  await page.getByLabel('کد ملی').fill('0013542418');
  await page.getByLabel('کد پستی').click();
  await expect(page.getByText('کد ملی معتبر نیست.')).toBeVisible();
  await page.getByLabel('کد ملی').fill('۰۰۱۳۵۴۲۴۱۹');
  await page.getByRole('button', { name: 'ذخیره اطلاعات' }).click();
  const header = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  await expect(header).toHaveText('سارا کریمی');
  await checkPage(page, 'profile-edit');

  // 14 days ahead: every seeded hotel's policy keeps a share of the first night, so the refund is less than what
  // was paid.
  const { reserveId } = await bookAndPay(page, mobile, 14, { firstHotel: FIRST_HOTEL });

  await page.goto('/profile/reserves');
  const card = page.getByRole('article', { name: `رزرو ${persian(reserveId)}` });
  await expect(card).toContainText(/تایید شده|در انتظار تایید هتل/);
  await expect(card.getByRole('link', { name: 'واچر' })).toHaveAttribute(
    'href',
    `/voucher?reserveId=${reserveId}&mobile=${mobile}`,
  );
  await checkPage(page, 'profile-reserves');

  const quote = await api<{ penalty: number; refund: number; allowed: boolean }>(
    page,
    `/bookings/${reserveId}/cancellation`,
  );
  expect(quote.allowed).toBe(true);
  expect(quote.penalty).toBeGreaterThan(0);
  expect(quote.refund).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'لغو رزرو' }).click();
  const dialog = page.getByRole('dialog', { name: `لغو رزرو ${persian(reserveId)}` });
  await expect(dialog.getByTestId('cancel-penalty')).toHaveText(toman(quote.penalty));
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(toman(quote.refund));
  const confirm = dialog.getByRole('button', { name: 'تایید و لغو رزرو' });
  await expect(confirm).toBeEnabled();
  if (shots) {
    await page.waitForTimeout(400); // the dialog's fade-in
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/profile-cancel-dialog-${width}.png` });
    }
  }
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('لغو شده');
  await expect(card.getByRole('button', { name: 'لغو رزرو' })).toHaveCount(0);
  // The «لغو رزرو» pressed is gone: the focus is on what came back, not at the top of the page.
  await expect(card.getByTestId('booking-refund')).toBeFocused();

  await page
    .getByRole('navigation', { name: 'بخش‌های حساب کاربری' })
    .getByRole('link', { name: 'تراکنش‌ها' })
    .click();
  await expect(page.getByTestId('wallet-balance')).toHaveText(toman(quote.refund));
  const refundRow = page.getByTestId('ledger-row').first();
  await expect(refundRow).toContainText(persian(reserveId));
  await expect(refundRow).toContainText(toman(quote.refund));
  await checkPage(page, 'profile-transactions');

  // The credit pays part of the next booking (or all of it): the wallet shows it going out.
  const second = await bookAndPay(page, mobile, 16, { useCredit: true, firstHotel: FIRST_HOTEL });
  await page.goto('/profile/transactions');
  const spent = page.getByTestId('ledger-row').first();
  await expect(spent).toContainText(`پرداخت رزرو ${persian(second.reserveId)}`);
  const balance = await api<{ balance: number; items: { amount: number }[] }>(page, '/wallet/transactions');
  expect(balance.items[0]?.amount).toBeLessThan(0);
  expect(balance.balance).toBe(quote.refund + (balance.items[0]?.amount ?? 0));
  await expect(page.getByTestId('wallet-balance')).toHaveText(toman(balance.balance));

  // On a phone the menu is a row that scrolls sideways; the current section is brought into view.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/profile/transactions');
  const menu = page.getByRole('navigation', { name: 'بخش‌های حساب کاربری' });
  await expect(menu.getByRole('link', { name: 'تراکنش‌ها' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'تراکنش‌ها' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سلام، سارا کریمی');
  await expect(page.getByRole('region', { name: 'آخرین رزروها' }).getByRole('article')).toHaveCount(2);
  await checkPage(page, 'profile-home');
});
