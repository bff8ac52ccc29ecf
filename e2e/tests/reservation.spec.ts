// Reserve and pay: the home page's search box → Mashhad's list → a hotel → two rooms, one with an
// extra bed and late check-out → guests (one foreign) → a discount code → the sandbox bank → the success page;
// the amount the bank showed is the hotel page's total minus its discounts, every figure read off the pages.
// And a tampered amount is refused, never charged.
import { expect, type Page, test } from '@playwright/test';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import {
  api,
  chooseRoomsAndReserve,
  fillGuests,
  findHotelWithRoom,
  freshMobile,
  logIn,
  type Offer,
  reserveOnHotelPage,
  screenshots,
  tehranDay,
  toman,
  tomanNumber,
} from './reservation-helpers';

const MASHHAD = 1;

/** The first hotel of Mashhad's list (as the list orders it) with two free rooms, an extra bed and late check-out. */
async function listedHotelWithRoom(page: Page, checkin: string) {
  const list = await api<{ items: { id: number; name: string }[] }>(
    page,
    `/cities/${MASHHAD}/hotels?checkin=${checkin}&nights=2`,
  );
  for (const hotel of list.items) {
    const rooms = await api<Offer[]>(page, `/hotels/${hotel.id}/rooms?checkin=${checkin}&nights=2`);
    const offer = rooms.find((room) => room.freeCount >= 2 && room.maxExtraBeds >= 1 && room.late.available);
    if (offer) return { hotel, offer };
  }
  throw new Error(
    "no hotel on Mashhad's first page offers two free rooms with an extra bed and late check-out",
  );
}

test('from the search box to the success page: two rooms, a foreign guest, a discount code, the sandbox bank', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const checkin = tehranDay(20);
  const checkout = tehranDay(22);
  const { hotel, offer } = await listedHotelWithRoom(page, checkin);

  // Home → the search box → Mashhad's list.
  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));
  await page.getByRole('combobox', { name: 'مقصد یا نام هتل' }).fill('مشهد');
  await page.getByRole('option', { name: 'مشهد، خراسان رضوی' }).click();
  await page.getByLabel('تاریخ ورود').click();
  const picker = page.getByRole('dialog');
  await picker.locator(`[role="gridcell"][data-date="${checkin}"]`).click();
  await picker.locator(`[role="gridcell"][data-date="${checkout}"]`).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'جستجو' }).click();
  await expect(page).toHaveURL(`/city/${MASHHAD}/hotels-mashhad?checkin=${checkin}&nights=2`);

  // The list → the hotel's page → two rooms, the first with an extra bed and late check-out.
  const list = page.getByRole('region', { name: 'فهرست هتل‌ها' });
  await list.getByRole('article', { name: hotel.name, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/hotel/${hotel.id}/[^?]+\\?checkin=${checkin}&nights=2`));
  const { hotelPage } = await chooseRoomsAndReserve(page, offer, 2);
  const hotelTotal = tomanNumber(hotelPage.total);
  const hotelDiscount = tomanNumber(hotelPage.hotelDiscount);
  expect(tomanNumber(hotelPage.amount)).toBe(hotelTotal - hotelDiscount);

  // The reservation page starts from the hotel page's figures.
  await expect(page.getByTestId('price-total')).toHaveText(hotelPage.total);
  await expect(page.getByTestId('price-to-pay')).toHaveText(hotelPage.amount);
  await expect(page.getByTestId('room-extras-0')).toHaveText('۱ تخت اضافه، خروج دیرهنگام');

  await fillGuests(page, freshMobile(), 2);
  // RAHI10 is once per traveller: without a login it is refused, and the field offers the login.
  const codeField = page.getByLabel('کد تخفیف دارید؟');
  await codeField.fill('rahi10');
  await page.getByRole('button', { name: 'اعمال کد' }).click();
  await expect(page.getByText('برای استفاده از آن ابتدا وارد حساب کاربری خود شوید')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود به حساب کاربری' })).toBeVisible();
  await screenshots(page, 'reservation-code-needs-login');
  await codeField.fill('safar5');
  await page.getByRole('button', { name: 'اعمال کد' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'کد SAFAR5 اعمال شد' })).toBeVisible();
  const codeDiscount = tomanNumber((await page.getByTestId('price-discount').textContent()) ?? '');
  // SAFAR5 (no limit per traveller) is 5 % of what is left after the hotel's discount, at most ۲۰۰٬۰۰۰ تومان.
  expect(codeDiscount).toBe(Math.min(Math.floor((hotelTotal - hotelDiscount) / 20), 200_000));
  const toPay = hotelTotal - hotelDiscount - codeDiscount;
  await expect(page.getByTestId('price-to-pay')).toHaveText(toman(toPay * 10));
  await screenshots(page, 'reservation');

  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  // The bank shows the hotel page's total minus the hotel's discount and the code's.
  const bankAmount = tomanNumber((await page.getByTestId('sandbox-amount').textContent()) ?? '');
  expect(bankAmount).toBe(toPay);
  await screenshots(page, 'bank');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/);
  await expect(page.getByRole('heading', { name: 'رزرو شما ثبت شد' })).toBeVisible();
  await expect(page.getByTestId('reserve-id')).toHaveText(/^[۰-۹]{8}$/);
  await expect(page.getByTestId('booking-status')).toHaveText(/تایید شده|در انتظار تایید هتل/);
  expect(tomanNumber((await page.getByTestId('booking-amount').textContent()) ?? '')).toBe(bankAmount);
  await expect(page.getByRole('link', { name: 'مشاهده واچر' })).toHaveAttribute(
    'href',
    /\/voucher\?reserveId=\d{8}&mobile=/,
  );
  await expect(page.getByRole('link', { name: 'رزروهای من' })).toHaveAttribute('href', '/profile/reserves');
  await screenshots(page, 'success');
});

test('an amount changed on the way to booking-api is refused with both amounts, and nothing is held or charged', async ({
  page,
}) => {
  const checkin = tehranDay(23);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 101);
  const freeCount = async () =>
    (await api<Offer[]>(page, `/hotels/${hotelId}/rooms?checkin=${checkin}&nights=2`)).find(
      (room) => room.id === offer.id,
    )?.freeCount;
  const freeBefore = await freeCount();
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  await fillGuests(page, freshMobile(), 1);
  const shown = await page.getByTestId('price-to-pay').textContent();

  // The page asks to pay ۱٬۰۰۰ تومان instead of what it shows.
  await page.route('**/handle-api', async (route) => {
    const body = route.request().postDataJSON() as {
      endPoint: string;
      options: { body?: { expectedAmount?: number } };
    };
    if (body.endPoint !== '/bookings' || !body.options.body) return route.continue();
    body.options.body.expectedAmount = 10_000;
    return route.continue({ postData: JSON.stringify(body) });
  });
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/handle-api') && response.request().postDataJSON()?.endPoint === '/bookings',
  );
  const called: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/handle-api')) called.push(request.postDataJSON()?.endPoint ?? '');
  });
  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();

  // booking-api refuses with its envelope: 409, both amounts in Persian.
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const envelope = await answer.json();
  expect(envelope.meta.status).toBe(false);
  expect(envelope.meta.errors[0]).toBe(
    `مبلغ قابل پرداخت از ${toman(10_000)} به ${shown} تغییر کرد. لطفا مبلغ جدید را بررسی کنید و دوباره تلاش کنید.`,
  );
  await expect(page.getByTestId('pay-refused')).toHaveText(envelope.meta.errors[0]);
  // Nothing is charged: no payment started, no room taken; and everything typed is still there.
  expect(called.filter((endPoint) => endPoint.includes('/payments'))).toEqual([]);
  await expect(page).toHaveURL(/\/reservation\?/);
  expect(await freeCount()).toBeGreaterThanOrEqual(freeBefore ?? 0);
  await expect(page.getByLabel('کد ملی')).toHaveValue('۰۰۸۴۵۷۵۹۴۸');
});

test('a missing draft is a Persian page with a way back, never a blank page', async ({ page }) => {
  await page.goto(
    '/reservation?reservationId=00000000-0000-4000-8000-000000000000&checkin=2030-01-01&nights=1',
  );
  await expect(page.getByRole('heading', { name: 'اطلاعات این رزرو پیدا نشد' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
});

test("the traveller's own number fills an empty booker field, but not one they have clicked into to type", async ({
  page,
}) => {
  const checkin = tehranDay(43);
  const stay = await findHotelWithRoom(page, checkin, 2, 251);
  const mobile = await logIn(page);
  // The profile's answer is held back until the traveller is in the field, about to type another number.
  let answerProfile = () => {};
  const inField = new Promise<void>((resolve) => {
    answerProfile = resolve;
  });
  const isProfileCall = (postData: string | null) => /"endPoint":"\/profile"/.test(postData ?? '');
  await page.route('**/handle-api', async (route) => {
    if (isProfileCall(route.request().postData())) await inField;
    await route.continue();
  });
  await reserveOnHotelPage(page, stay.hotelId, stay.offer, checkin, 1);
  const field = page.getByLabel('شماره موبایل');
  await expect(field).toHaveValue('');
  await field.click();
  const profileAnswered = page.waitForResponse((response) => isProfileCall(response.request().postData()));
  answerProfile();
  await profileAnswered;
  await field.pressSequentially('09351234567');
  await expect(field).toHaveValue('09351234567');

  // Emptied and the page opened again: the traveller's own number fills it.
  await field.fill('');
  await page.unroute('**/handle-api');
  await page.reload();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(toPersianDigits(mobile));
});
