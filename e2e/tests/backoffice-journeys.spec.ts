// The back office's journeys, each with its own traveller, bookings and staff member (POST /dev/staff), the
// traveller in one browser context and the staff member in another: a ticket answered on the support desk shows on
// the traveller's open page without a reload, and within seconds the answer's SMS (GET /dev/sms-outbox) and web push
// (the local fake push service, for the browser the traveller subscribed) name the ticket and link to it; a paid
// booking of a hotel that answers by hand is confirmed by its manager and the voucher says so; another is refused,
// the wallet holds the whole amount at once and the SMS names the reserve id and the amount; a review the rules
// held is published by an editor and appears on the hotel page; a contact message is marked answered in the
// inbox. Every back-office page is checked with axe
// (no serious or critical finding) and, with RAHI_SCREENSHOTS=<dir>, photographed at 390 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { startFakePushService } from '../../booking-api/src/testing/fake-push-service';
import { logInByCode, persian, smsOfKind } from './login-helpers';
import { bookAndPay } from './profile-helpers';
import { handOutPushSubscription, turnOnBrowserNotifications } from './push-helpers';
import { api, tehranDay, toman } from './reservation-helpers';
import {
  type BookingRead,
  checkBothWidths,
  createStaff,
  paidBookingAwaitingHotel,
  signInStaff,
  staffPage,
} from './staff-helpers';

const walletBalance = async (page: Page) =>
  (await api<{ balance: number }>(page, '/wallet/transactions?page=1')).balance;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a ticket is answered on the support desk; the traveller sees it without reloading, and by SMS and push', {
  tag: '@notifications',
}, async ({ page, context, browser, request }) => {
  test.setTimeout(180_000);
  const push = await startFakePushService();
  try {
    const subscription = push.newSubscription();
    await handOutPushSubscription(context, page, subscription);
    const mobile = await logInByCode(page, request);
    await turnOnBrowserNotifications(page);
    const subject = `پارکینگ هتل ${persian(String(Date.now() % 1_000_000))}`;
    await page.goto('/profile/ticket');
    await page.getByRole('button', { name: 'تیکت جدید' }).click();
    const form = page.getByRole('form', { name: 'تیکت جدید' });
    await form.getByLabel('موضوع').fill(subject);
    await form.getByLabel('بخش').selectOption('other');
    await form.getByLabel('متن پیام').fill('آیا هتل پارکینگ رایگان دارد؟');
    await form.getByRole('button', { name: 'ثبت تیکت' }).click();
    await expect(page).toHaveURL(/\/profile\/ticket\/\d+$/);
    const ticketId = new URL(page.url()).pathname.split('/').at(-1);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => Object.assign(window, { rahiSameDocument: true }));

    const desk = await staffPage(browser);
    // The desk lists the longest waiting first, 20 a page: the other journeys' open tickets (the booking
    // department's) would push this one, the newest, off the first page. Its own department holds it alone.
    await signInStaff(
      desk,
      await createStaff(desk.request, ['support']),
      '/backoffice/tickets?status=open&department=other',
    );
    const card = desk.getByRole('article', { name: subject });
    await expect(card).toContainText('واگذارنشده');
    await checkBothWidths(desk, 'backoffice-tickets');
    await card.getByRole('link', { name: subject }).click();
    await expect(desk).toHaveURL(`/backoffice/tickets/${ticketId}`);
    await expect(desk.getByRole('listitem', { name: 'پیام مسافر' })).toContainText(
      'آیا هتل پارکینگ رایگان دارد؟',
    );
    await desk.getByRole('button', { name: 'واگذاری به من' }).click();
    await expect(desk.getByText('مسئول: شما')).toBeVisible();
    const answer = 'بله، پارکینگ سرپوشیده هتل برای مهمانان رایگان است.';
    await desk.getByLabel('پاسخ پشتیبانی').fill(answer);
    await desk.getByRole('button', { name: 'ارسال پاسخ' }).click();
    await expect(desk.getByRole('listitem', { name: 'پیام پشتیبانی' })).toContainText(answer);
    const ticketPath = `/profile/ticket/${ticketId}`;
    const sms = await smsOfKind(request, mobile, 'support_answered');
    expect(sms).toBe(`راهی: پشتیبانی به درخواست ${persian(ticketId ?? '')} شما پاسخ داد: ${ticketPath}`);
    await expect
      .poll(() => push.received.map((got) => (got.payload as { title?: string }).title), { timeout: 10_000 })
      .toContain('پاسخ پشتیبانی');
    expect(push.refused).toEqual([]);
    const notice = push.received.find((got) => (got.payload as { title?: string }).title === 'پاسخ پشتیبانی');
    expect(notice).toMatchObject({ endpoint: subscription.endpoint, urgency: 'high' });
    expect(notice?.payload).toMatchObject({
      body: `پشتیبانی راهی به تیکت ${persian(ticketId ?? '')} پاسخ داد.`,
      url: ticketPath,
      dir: 'rtl',
      lang: 'fa',
    });
    await checkBothWidths(desk, 'backoffice-ticket');

    await expect(page.getByRole('listitem', { name: 'پیام پشتیبانی' })).toContainText(answer, {
      timeout: 45_000,
    });
    await expect(page.getByText('پاسخ داده شده')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { rahiSameDocument?: boolean }).rahiSameDocument),
    ).toBe(true);
    await desk.context().close();
  } finally {
    await push.close();
  }
});

test('the hotel’s manager confirms a paid booking and the voucher says it is confirmed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = await logInByCode(page, request);
  const { reserveId, booking } = await paidBookingAwaitingHotel(page, mobile, 60, 161);

  const desk = await staffPage(browser);
  const manager = await createStaff(desk.request, ['hotel_manager'], [booking.hotel.id]);
  await signInStaff(desk, manager, '/backoffice/hotel-confirmations');
  const card = desk.getByRole('article', { name: new RegExp(`رزرو ${persian(reserveId)}`) });
  await expect(card).toContainText('مانده');
  await expect(card).toContainText(toman(booking.amounts.toPay));
  await checkBothWidths(desk, 'backoffice-confirmations');
  await card.getByRole('button', { name: 'تایید', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: `تایید رزرو ${persian(reserveId)}` });
  await checkBothWidths(desk, 'backoffice-confirm-dialog');
  await dialog.getByRole('button', { name: 'تایید رزرو' }).click();
  // The open dialog hides the page behind it (cards included) from the accessibility tree: wait for it to close.
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await desk.context().close();

  await page.goto(`/voucher?reserveId=${reserveId}&mobile=${mobile}`);
  await expect(page.getByTestId('voucher-status')).toContainText('قطعی؛ هتل رزرو شما را تایید کرده است.', {
    timeout: 20_000,
  });
});

test('the hotel’s manager refuses a paid booking: the wallet holds the whole amount at once, and the SMS says so', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = await logInByCode(page, request);
  const before = await walletBalance(page);
  const { reserveId, booking } = await paidBookingAwaitingHotel(page, mobile, 62, 196);

  const desk = await staffPage(browser);
  const manager = await createStaff(desk.request, ['hotel_manager'], [booking.hotel.id]);
  await signInStaff(desk, manager, '/backoffice/hotel-confirmations');
  const card = desk.getByRole('article', { name: new RegExp(`رزرو ${persian(reserveId)}`) });
  await card.getByRole('button', { name: 'رد', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: `رد رزرو ${persian(reserveId)}` });
  await dialog.getByRole('button', { name: 'رد رزرو' }).click();
  await expect(dialog.getByText('دلیل را بنویسید (۳ تا ۵۰۰ حرف).')).toBeVisible();
  await checkBothWidths(desk, 'backoffice-refuse-dialog');
  await dialog.getByLabel('دلیل رد').fill('هتل در این تاریخ تعمیرات دارد.');
  await dialog.getByRole('button', { name: 'رد رزرو' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await desk.context().close();

  expect(await walletBalance(page)).toBe(before + booking.amounts.toPay);
  await page.goto('/profile/transactions');
  await expect(page.getByTestId('wallet-balance')).toContainText(toman(before + booking.amounts.toPay));
  await page.goto(`/reserve-status?reserveId=${reserveId}&mobile=${mobile}`);
  await expect(page.getByTestId('booking-status')).toContainText('لغو شده', { timeout: 20_000 });
  const sms = await smsOfKind(request, mobile, 'hotel_refused');
  expect(sms).toContain(
    `رزرو ${persian(reserveId)} را نپذیرفت؛ ${toman(booking.amounts.toPay)} به کیف‌پول شما`,
  );
  expect(sms).not.toMatch(/[0-9]/);
});

test('a review the rules held is published by an editor and appears on the hotel page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = await logInByCode(page, request);
  const { reserveId } = await bookAndPay(page, mobile, 64, { firstHotel: 121 });
  const { hotel } = await api<BookingRead>(page, `/bookings/${reserveId}?mobile=${mobile}`);
  await api(page, `/dev/bookings/${reserveId}/finish-stay`, 'POST', { mobile });
  const title = `صبحانه خوب ${persian(reserveId)}`;
  const receipt = await api<{ status: string }>(page, '/reviews', 'POST', {
    reserveId,
    mobile,
    scores: { staff: 5, cleanliness: 4, restaurant: 5, location: 4, valueForMoney: 4 },
    recommend: true,
    title,
    text: 'صبحانه متنوع بود و عکس‌هایش را در www.example.com گذاشته‌ام.',
  });
  expect(receipt.status).toBe('held');

  const desk = await staffPage(browser);
  await signInStaff(desk, await createStaff(desk.request, ['editor']), '/backoffice/reviews');
  const card = desk.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('دلیل نگه‌داشتن: پیوند یا نشانی وب در متن');
  await checkBothWidths(desk, 'backoffice-reviews');
  await card.getByRole('button', { name: 'انتشار' }).click();
  await expect(card).toHaveCount(0);
  await desk.context().close();

  await expect
    .poll(
      async () => {
        await page.goto(`/hotel/${hotel.id}/x?checkin=${tehranDay(70)}&nights=2`);
        return page.getByRole('list', { name: 'نظرات' }).getByText(title).count();
      },
      { timeout: 60_000, intervals: [2_000, 5_000] },
    )
    .toBe(1);
});

test('a contact message reaches the inbox and is marked answered', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const subject = `فاکتور رسمی ${persian(String(Date.now() % 1_000_000))}`;
  await api(page, '/contact-messages', 'POST', {
    name: 'مریم احمدی',
    mobile: '09120000002',
    subject,
    message: 'برای رزرو سازمانی فاکتور رسمی لازم دارم.',
  });

  const desk = await staffPage(browser);
  await signInStaff(
    desk,
    await createStaff(desk.request, ['support']),
    '/backoffice/inbox?kind=contact&state=new',
  );
  const card = desk.getByRole('article').filter({ hasText: subject });
  await expect(card).toContainText('تازه');
  await checkBothWidths(desk, 'backoffice-inbox');
  await card.getByRole('button', { name: 'پاسخ داده شد' }).click();
  await expect(card).toHaveCount(0);
  await desk.goto('/backoffice/inbox?kind=contact&state=answered');
  await expect(desk.getByRole('article').filter({ hasText: subject })).toContainText('پاسخ‌داده‌شده');
  await desk.context().close();
});
