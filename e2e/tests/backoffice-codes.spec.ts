// An admin starts a promotion in the back office: makes a code worth 20 % up to 300,000 Toman, limited to one city
// and 50 uses, typed with Jalali dates and Persian digits; a Mashhad draft gets it at once; the admin disables it
// and the same draft is told the code is not valid. The page and its dialog are checked with axe at 390 and
// 1280 px (RAHI_SCREENSHOTS=<dir> keeps the pictures).

import { type APIRequestContext, expect, test } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../shared-contracts/src/messages/booking-messages';
import { saveDraft } from './reservation-helpers';
import { checkBothWidths, createStaff, signInStaff } from './staff-helpers';

const call = async (request: APIRequestContext, endPoint: string, method = 'GET', body?: unknown) => {
  const response = await request.post('/handle-api', { data: { endPoint, options: { method, body } } });
  return { status: response.status(), body: await response.json() };
};

/** A draft of a Mashhad hotel's first free room, saved for this browser session. */
async function mashhadDraft(request: APIRequestContext) {
  const checkin = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
  const city = await call(request, `/cities/1/hotels?checkin=${checkin}&nights=2&page=1`);
  for (const hotel of city.body.data.items as { id: number }[]) {
    const rooms = (await call(request, `/hotels/${hotel.id}/rooms?checkin=${checkin}&nights=2`)).body.data;
    const room = rooms.find((offer: { freeCount: number }) => offer.freeCount > 0);
    if (room)
      return saveDraft(request, { hotelId: hotel.id, checkin, nights: 2 }, [
        { ...room, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
      ]);
  }
  throw new Error('no Mashhad hotel has a free room');
}

test('an admin makes a city code with Jalali dates, sees it listed, and disables it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await createStaff(request, ['admin']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, admin, '/backoffice/discount-codes');
  await expect(page.getByRole('heading', { name: 'کدهای تخفیف', level: 1 })).toBeVisible();
  await checkBothWidths(page, 'backoffice-codes');

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'کد تخفیف جدید' }).click();
  const form = page.getByRole('dialog', { name: 'کد تخفیف جدید' });
  await form.getByLabel(/^کد/).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: /^درصد/ }).fill('۲۰');
  await form.getByLabel(/سقف تخفیف/).fill('۳۰۰٬۰۰۰');
  await form.getByLabel(/تا تاریخ/).fill('۱۴۰۹/۱۲/۲۹');
  await form.getByLabel(/سقف کل/).fill('۵۰');
  await form.getByRole('radio', { name: 'یک شهر' }).check();
  await form.getByLabel('شماره شهر').fill('۱');
  await checkBothWidths(page, 'backoffice-codes-form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'ساختن کد' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('۲۰٪ تا ۳۰۰٬۰۰۰ تومان');
  await expect(row).toContainText('تا ۱۴۰۹/۱۲/۲۹');
  await expect(row).toContainText('کل: ۵۰');
  await expect(row).toContainText('شهر مشهد');
  await expect(row).toContainText('فعال');
  // A traveller's draft in Mashhad gets it at once.
  const reservationId = await mashhadDraft(page.request);
  const applied = await call(page.request, '/discount-codes/check', 'POST', { code, reservationId });
  expect(applied.status).toBe(200);
  expect(applied.body.data.rule).toEqual({ percent: 20, maxAmount: 3_000_000, fixedAmount: null });

  await row.getByRole('button', { name: 'غیرفعال کردن' }).click();
  const ask = page.getByRole('dialog', { name: 'غیرفعال کردن کد تخفیف' });
  await ask.getByRole('button', { name: 'غیرفعال کردن' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByRole('button', { name: 'فعال کردن' })).toBeVisible();
  const refused = await call(page.request, '/discount-codes/check', 'POST', { code, reservationId });
  expect(refused.status).toBe(422);
  expect(refused.body.meta.errors).toEqual([BOOKING_MESSAGES.codeNotFound]);
  await checkBothWidths(page, 'backoffice-codes-disabled');
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: 'رزروها' }).click();
  await expect(page.getByText('هنوز رزروی از این کد استفاده نکرده است.')).toBeVisible();
});
