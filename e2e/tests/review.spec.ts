// A review from a real stay (issue 18): a booking is made and paid, its stay moved into the past by the
// development route POST /dev/bookings/:reserveId/finish-stay (RAHI_DEV_ROUTES=1), and the booker opens
// /review-submit/{reserveId} without logging in (the booking's mobile instead). An empty send shows the Persian
// messages and keeps what was typed; the review is sent, and the hotel page lists it first, marked as a verified
// stay, with the hotel's review count one higher. A second visit says the booking has its review.
import { expect, test } from '@playwright/test';
import { freshMobile, persian } from './login-helpers';
import { bookAndPay, checkPage } from './profile-helpers';
import { api } from './reservation-helpers';

interface Hotel {
  id: number;
  reviewsCount: number;
  rating: number;
}

test('a finished stay is reviewed and shown on the hotel page as a verified stay with the new count', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mobile = freshMobile();
  const { reserveId } = await bookAndPay(page, mobile, 29, { firstHotel: 461 });
  const booking = await api<{ hotel: { id: number } }>(page, `/bookings/${reserveId}?mobile=${mobile}`);
  const before = await api<Hotel>(page, `/hotels/${booking.hotel.id}`);

  // Before the stay is over the page says so.
  await page.goto(`/review-submit/${reserveId}?mobile=${mobile}`);
  await expect(page.getByText('ثبت نظر پس از پایان اقامت (روز خروج) ممکن است.')).toBeVisible();

  await api(page, `/dev/bookings/${reserveId}/finish-stay`, 'POST', { mobile });
  await page.goto(`/review-submit/${reserveId}`);
  await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(persian(mobile));
  await page.getByRole('button', { name: 'ادامه' }).click();
  const form = page.getByRole('form', { name: /^نظر درباره / });
  await expect(form).toBeVisible();
  await checkPage(page, 'review-submit');

  await form.getByRole('textbox', { name: 'عنوان نظر' }).fill('اقامتی آرام نزدیک حرم');
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(form.getByText('امتیازی از ۱ تا ۵ بدهید.')).toHaveCount(5);
  await expect(form.getByText('بگویید این هتل را به دیگران پیشنهاد می‌کنید یا نه.')).toBeVisible();
  await expect(form.getByText('متن نظر باید بین ۲۰ تا ۲۰۰۰ حرف باشد.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'عنوان نظر' })).toHaveValue('اقامتی آرام نزدیک حرم');
  await checkPage(page, 'review-submit-invalid');

  for (const category of ['کارکنان', 'نظافت', 'رستوران', 'موقعیت', 'ارزش در برابر قیمت'])
    await form.getByRole('radiogroup', { name: category }).getByRole('radio', { name: '۵' }).check();
  await form
    .getByRole('radiogroup', { name: /پیشنهاد می‌کنید/ })
    .getByRole('radio', { name: 'بله' })
    .check();
  await form
    .getByRole('textbox', { name: 'متن نظر' })
    .fill('اتاق تمیز و آرام بود، کارکنان مهربان بودند و تا حرم پیاده چند دقیقه راه بود.');
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(page.getByRole('heading', { name: 'سپاس از نظر شما' })).toBeFocused();
  await checkPage(page, 'review-submit-sent');

  await page.getByRole('link', { name: 'دیدن نظر در صفحه هتل' }).click();
  const reviews = page.getByRole('list', { name: 'نظرات' });
  const mine = reviews.getByRole('listitem').first();
  await expect(mine).toContainText('اقامتی آرام نزدیک حرم', { timeout: 30_000 });
  await expect(mine).toContainText('اقامت تأییدشده');
  await expect(
    page.getByRole('heading', { name: `نظرات مهمانان (${persian(String(before.reviewsCount + 1))})` }),
  ).toBeVisible();
  const after = await api<Hotel>(page, `/hotels/${booking.hotel.id}`);
  expect(after.reviewsCount).toBe(before.reviewsCount + 1);
  expect(after.rating).toBeGreaterThanOrEqual(before.rating);

  await page.goto(`/review-submit/${reserveId}?mobile=${mobile}`);
  await expect(page.getByText('برای این رزرو قبلا نظر ثبت شده است.', { exact: false })).toBeVisible();
});
