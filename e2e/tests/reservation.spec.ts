// Reserve and pay (issue 14): hotel page → two rooms with an extra bed and late check-out → guests (one
// foreign) → discount code → the sandbox bank → the success page; the bank's amount is the hotel page's total
// minus the discount code. And a tampered amount is refused, never charged.
import { expect, test } from '@playwright/test';
import {
  api,
  fillGuests,
  findHotelWithRoom,
  freshMobile,
  reserveOnHotelPage,
  tehranDay,
  toman,
} from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;

test('two rooms, a foreign guest and a discount code, paid at the sandbox bank, end on the success page', async ({
  page,
}) => {
  const checkin = tehranDay(20);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 41);
  const { hotelTotal, reservationId } = await reserveOnHotelPage(page, hotelId, offer, checkin, 2);

  // The reservation page's amount before any code is the hotel page's total.
  await expect(page.getByTestId('price-to-pay')).toHaveText(hotelTotal);
  await expect(page.getByTestId('room-extras-0')).toHaveText('۱ تخت اضافه · خروج دیرهنگام');

  const mobile = freshMobile();
  await fillGuests(page, mobile, 2);
  await page.getByLabel('کد تخفیف دارید؟').fill('rahi10');
  await page.getByRole('button', { name: 'اعمال کد' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'کد RAHI10 اعمال شد' })).toBeVisible();

  const { amount: discount } = await api<{ amount: number }>(page, '/discount-codes/check', 'POST', {
    code: 'RAHI10',
    reservationId,
    mobile,
  });
  const draft = await (await page.request.get(`/api/reservations/${reservationId}`)).json();
  const customer = draft.data.reservationData.totalSum as number;
  expect(toman(customer)).toBe(hotelTotal);
  await expect(page.getByTestId('price-discount')).toHaveText(toman(discount));
  await expect(page.getByTestId('price-to-pay')).toHaveText(toman(customer - discount));

  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/reservation-${width}.png`, fullPage: true });
    }
  }

  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  // The bank shows the hotel page's total minus the discount code.
  await expect(page.getByTestId('sandbox-amount')).toHaveText(`مبلغ: ${toman(customer - discount)}`);
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/bank-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/);
  await expect(page.getByRole('heading', { name: 'رزرو شما ثبت شد' })).toBeVisible();
  await expect(page.getByTestId('reserve-id')).toHaveText(/^[۰-۹]{8}$/);
  await expect(page.getByTestId('booking-status')).toHaveText(/تایید شده|در انتظار تایید هتل/);
  await expect(page.getByTestId('booking-amount')).toHaveText(toman(customer - discount));
  await expect(page.getByRole('link', { name: 'مشاهده واچر' })).toHaveAttribute(
    'href',
    /\/voucher\?reserveId=\d{8}&mobile=/,
  );
  await expect(page.getByRole('link', { name: 'رزروهای من' })).toHaveAttribute('href', '/profile/reserves');
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/success-${width}.png`, fullPage: true });
    }
  }
});

test('an amount changed on the way to booking-api is refused with both amounts, and nothing is held', async ({
  page,
}) => {
  const checkin = tehranDay(23);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 101);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, freshMobile(), 1);

  await page.route('**/handle-api', async (route) => {
    const body = route.request().postDataJSON() as {
      endPoint: string;
      options: { body?: { expectedAmount?: number } };
    };
    if (body.endPoint !== '/bookings' || !body.options.body) return route.continue();
    body.options.body.expectedAmount = 10_000;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page.getByTestId('pay-refused')).toContainText(`از ${toman(10_000)} به`);
  await expect(page).toHaveURL(/\/reservation\?/);
  // Everything typed is still there.
  await expect(page.getByLabel('کد ملی')).toHaveValue('۰۰۸۴۵۷۵۹۴۸');
});

test('a missing draft is a Persian page with a way back, never a blank page', async ({ page }) => {
  await page.goto(
    '/reservation?reservationId=00000000-0000-4000-8000-000000000000&checkin=2030-01-01&nights=1',
  );
  await expect(page.getByRole('heading', { name: 'اطلاعات این رزرو پیدا نشد' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
});
