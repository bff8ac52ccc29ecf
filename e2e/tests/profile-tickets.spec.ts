// Support tickets and saved passengers, one journey: log in by SMS code → book and pay → open a ticket
// about that booking → a support agent, signed in to the back office's API, answers it (the traveller's own session
// cannot) → the open ticket page shows the answer without a reload (it reads the thread every 10 s) → the
// traveller closes the ticket (support can no longer answer). Then a passenger is saved on
// /profile/previous-passengers and picked with one tap on the reservation page. Each page is checked with axe
// (no serious or critical finding) and, with RAHI_SCREENSHOTS=<dir>, photographed at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { logInByCode, persian } from './login-helpers';
import { bookAndPay, checkPage } from './profile-helpers';
import { findHotelWithRoom, reserveOnHotelPage, tehranDay } from './reservation-helpers';
import { callThroughProxy, signInStaffOn } from './staff-api';

const shots = process.env.RAHI_SCREENSHOTS;

test('a ticket about a booking is answered by support, read and closed; a saved passenger fills a room', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mobile = await logInByCode(page, request);
  const { reserveId } = await bookAndPay(page, mobile, 26, { firstHotel: 221 });

  // The traveller opens a ticket about the booking.
  await page.goto('/profile/ticket');
  await expect(page.getByText('هنوز تیکتی ثبت نکرده‌اید.')).toBeVisible();
  await page.getByRole('button', { name: 'تیکت جدید' }).click();
  const form = page.getByRole('form', { name: 'تیکت جدید' });
  await form.getByLabel('موضوع').fill('ساعت ورود هتل');
  await form.getByLabel('بخش').selectOption('booking');
  await form.getByLabel('رزرو مربوط (اختیاری)').selectOption(reserveId);
  await form.getByLabel('متن پیام').fill('ساعت ورود هتل چند است؟');
  await checkPage(page, 'ticket-new');
  await form.getByRole('button', { name: 'ثبت تیکت' }).click();
  await expect(page).toHaveURL(/\/profile\/ticket\/\d+$/);
  const ticketId = new URL(page.url()).pathname.split('/').at(-1);
  await expect(page.getByRole('heading', { name: 'ساعت ورود هتل' })).toBeVisible();
  await expect(page.getByText('در انتظار پاسخ')).toBeVisible();
  await expect(page.getByText(`رزرو ${persian(reserveId)}`)).toBeVisible();

  // A support agent answers through the back office's API (the staff cookie on the page's own request
  // context); the traveller's session alone opens no staff endpoint.
  const answer = () =>
    callThroughProxy(page.request, `/staff/tickets/${ticketId}/messages`, {
      method: 'POST',
      body: { message: 'ساعت ورود ۱۴ و خروج ۱۲ است.' },
    });
  expect((await answer()).status).toBe(401);
  await signInStaffOn(page.request, ['support']);
  expect((await answer()).status).toBe(201);

  // The open page reads the thread again every 10 s: the answer appears without a reload.
  const thread = page.getByRole('list', { name: 'پیام‌ها' });
  await expect(thread.getByRole('listitem', { name: 'پیام پشتیبانی' })).toContainText(
    'ساعت ورود ۱۴ و خروج ۱۲ است.',
    { timeout: 15_000 },
  );
  await expect(thread.getByRole('listitem', { name: 'پیام شما' })).toContainText('ساعت ورود هتل چند است؟');
  await expect(page.getByText('پاسخ داده شده')).toBeVisible();
  await checkPage(page, 'ticket-thread');

  await page.goto('/profile/ticket');
  const card = page.getByRole('article', { name: 'ساعت ورود هتل' });
  await expect(card).toContainText('پاسخ داده شده');
  await expect(card).toContainText(`رزرو ${persian(reserveId)}`);
  await checkPage(page, 'tickets');

  // The traveller closes it; support can no longer answer.
  await card.getByRole('link', { name: 'ساعت ورود هتل' }).click();
  await page.getByRole('button', { name: 'بستن تیکت' }).click();
  await page.getByRole('dialog', { name: 'بستن تیکت' }).getByRole('button', { name: 'بستن تیکت' }).click();
  await expect(page.getByText('این تیکت بسته شده است و پیام تازه نمی‌پذیرد.')).toBeVisible();
  await expect(page.getByLabel('پاسخ شما')).toHaveCount(0);
  expect((await answer()).status).toBe(409);
  await checkPage(page, 'ticket-closed');

  // A saved passenger: a foreigner with a Jalali birth date.
  await page.goto('/profile/previous-passengers');
  await page.getByRole('button', { name: 'افزودن مسافر' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن مسافر' });
  await dialog.getByLabel('نام', { exact: true }).fill('سارا');
  await dialog.getByLabel('نام خانوادگی').fill('کریمی');
  await dialog.getByRole('checkbox', { name: 'مسافر خارجی است' }).check();
  await dialog.getByLabel('شماره گذرنامه').fill('x7654321');
  await dialog.getByLabel('ملیت').fill('افغانستان');
  await dialog.getByLabel('تاریخ تولد (اختیاری)').fill('۱۳۷۰/۱/۳۱');
  await checkPage(page, 'passenger-dialog');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  const saved = page.getByRole('article', { name: 'سارا کریمی' });
  await expect(saved).toContainText('گذرنامه X7654321، ملیت افغانستان، متولد ۱۳۷۰/۰۱/۳۱');
  await checkPage(page, 'passengers');

  // The reservation page offers them: one tap fills the room.
  const checkin = tehranDay(27);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 221);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);
  const room = page.getByRole('group', { name: /^اتاق ۱/ });
  await room.getByRole('button', { name: 'سارا کریمی' }).click();
  await expect(room.getByLabel('نام', { exact: true })).toHaveValue('سارا');
  await expect(room.getByLabel('نام خانوادگی')).toHaveValue('کریمی');
  await expect(room.getByRole('checkbox', { name: 'مسافر خارجی است' })).toBeChecked();
  await expect(room.getByLabel('شماره گذرنامه')).toHaveValue('X7654321');
  await expect(room.getByLabel('ملیت')).toHaveValue('افغانستان');
  await expect(room.getByRole('button', { name: 'سارا کریمی' })).toHaveAttribute('aria-pressed', 'true');
  await checkPage(page, 'reservation-picker');
  if (shots) await page.screenshot({ path: `${shots}/reservation-picker-room.png`, fullPage: false });
});
