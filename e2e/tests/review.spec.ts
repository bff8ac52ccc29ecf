// A review from a real stay: a booking is made and paid, its stay moved into the past by the
// development route POST /dev/bookings/:reserveId/finish-stay (RAHI_DEV_ROUTES=1), and the booker opens
// /review-submit/{reserveId} without logging in (the booking's mobile instead). An empty send shows the Persian
// messages and keeps what was typed; the review is sent, and the hotel page lists it first, marked as a verified
// stay, with the hotel's review count one higher. A second visit says the booking has its review.
// Comments closed by the editor (the payload's comment_status, set by PUT /dev/comment-status): the hotel and city
// pages' HTML from the server, before any JavaScript, has no review entry points, the page hydrates without a
// warning and still shows none, booking-api refuses a review (403) and the review page says reviews are closed;
// opened again, all come back. An editor does the same from the back office's header/footer page, with a footer
// column added: a new visitor's footer shows it, then both are undone there. The tests run one after the other
// (the toggle is the whole site's).
import { expect, type Page, test } from '@playwright/test';
import { watchHydration } from './hydration-watch';
import { freshMobile, persian } from './login-helpers';
import { bookAndPay, checkPage } from './profile-helpers';
import { api, tehranDay } from './reservation-helpers';
import { checkBothWidths, createStaff, signInStaff, staffPage } from './staff-helpers';

test.describe.configure({ mode: 'serial' });

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

  // Before the stay is over the page says so, from the server's HTML on (the SMS's link is opened cold).
  const link = `/review-submit/${reserveId}?mobile=${mobile}`;
  const drawn = await page.request.get(link);
  expect(drawn.headers()['x-rahi-render']).toBe('server');
  expect(drawn.headers()['cache-control']).toBe('private, no-cache');
  expect(await drawn.text()).toContain('ثبت نظر پس از پایان اقامت (روز خروج) ممکن است.');
  const watch = watchHydration(page, /\/review/);
  await page.goto(link);
  await expect(page.getByText('ثبت نظر پس از پایان اقامت (روز خروج) ممکن است.')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOTEL__' in window));
  expect(watch.hydrationProblems()).toEqual([]);
  expect(watch.contentCalls).toEqual([]);
  watch.stop();

  await api(page, `/dev/bookings/${reserveId}/finish-stay`, 'POST', { mobile });
  await page.goto(`/review-submit/${reserveId}`);
  // Typed once the page is the app's (typing and pressing within the first half second is no traveller's pace).
  await page.waitForFunction(() => !('__RAHI_HOTEL__' in window));
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

const SHOTS = process.env.RAHI_SCREENSHOTS;

const setComments = (page: Page, open: boolean) => api(page, '/dev/comment-status', 'PUT', { open });

/** The page's HTML as the server sends it, to a visitor without the headerFooter cookie (the gateway asks booking-api). */
async function serverHtml(page: Page, address: string) {
  await page.context().clearCookies();
  const res = await page.request.get(address);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-rahi-render']).toBe('server');
  return res.text();
}

test('comments closed: no review entry point in the server’s HTML or after hydration, reviews refused; opened, all back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hotel = await api<{ id: number; slug: string; reviewsCount: number }>(page, '/hotels/3');
  expect(hotel.reviewsCount).toBeGreaterThan(0);
  const hotelPage = `/hotel/3/${encodeURIComponent(hotel.slug)}?checkin=${tehranDay(3)}&nights=2`;
  const cityPage = `/city/1/hotels-mashhad?checkin=${tehranDay(3)}&nights=2`;
  // The gateway keeps booking-api's toggle 5 s (SITE_SETTINGS_TTL_MS).
  const settles = { timeout: 15_000, intervals: [500] };

  await setComments(page, false);
  try {
    await expect
      .poll(async () => (await serverHtml(page, hotelPage)).includes('data-comments-open="false"'), settles)
      .toBe(true);
    const closedHotel = await serverHtml(page, hotelPage);
    expect(closedHotel).not.toContain('نظرات مهمانان');
    expect(closedHotel).not.toContain('نظر)');
    expect(closedHotel).not.toContain('مهمانان این هتل را پیشنهاد می‌کنند');
    const closedCity = await serverHtml(page, cityPage);
    expect(closedCity).toContain('data-comments-open="false"');
    expect(closedCity).not.toContain('نظر)');
    expect(closedCity).not.toContain('بدون نظر');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(hotelPage);
    await expect(page.getByTestId('hotel-rating')).toBeVisible({ timeout: 20_000 });
    await page.waitForFunction(() => !('__RAHI_HOTEL__' in window)); // taken by ./HotelPage once hydrated
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('hotel-rating')).not.toContainText('نظر');
    await expect(page.getByRole('heading', { name: /نظرات مهمانان/ })).toHaveCount(0);
    await expect(page.getByText('مهمانان این هتل را پیشنهاد می‌کنند')).toHaveCount(0);
    expect(problems.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hotel-comments-closed-1280.png` });

    const refused = await page.request.post('/handle-api', {
      data: {
        endPoint: '/reviews',
        options: { method: 'POST', body: { reserveId: '12345678', mobile: '09120000000' } },
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).meta.errors).toEqual(['ثبت نظر در حال حاضر غیرفعال است.']);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/review-submit/12345678?mobile=09120000000');
      await expect(page.getByText('ثبت نظر در حال حاضر غیرفعال است.')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: 'صفحه اصلی', exact: true })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-closed-${width}.png` });
    }
  } finally {
    await setComments(page, true);
  }

  await expect
    .poll(async () => (await serverHtml(page, hotelPage)).includes('data-comments-open="true"'), settles)
    .toBe(true);
  const openHotel = await serverHtml(page, hotelPage);
  expect(openHotel).toContain('نظرات مهمانان');
  expect(openHotel).toContain('نظر)');
  expect(openHotel).toContain('مهمانان این هتل را پیشنهاد می‌کنند');
  expect(await serverHtml(page, cityPage)).toContain('نظر)');
});

test('an editor adds a footer column and closes comments in the back office; a new visitor sees both; undone there', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const hotel = await api<{ slug: string }>(page, '/hotels/3');
  const hotelPage = `/hotel/3/${encodeURIComponent(hotel.slug)}?checkin=${tehranDay(3)}&nights=2`;
  const settles = { timeout: 15_000, intervals: [500] };
  const desk = await staffPage(browser);
  await signInStaff(desk, await createStaff(desk.request, ['editor']), '/backoffice/header-footer');
  const form = desk.getByRole('form', { name: 'سربرگ و پابرگ' });
  const comments = form.getByRole('switch', { name: /نظر بنویسند/ });
  await expect(comments).toBeChecked();
  await checkBothWidths(desk, 'backoffice-header-footer');

  await form.getByRole('button', { name: 'افزودن ستون' }).click();
  const column = form.getByRole('group', { name: /^ستون ۴، ردیف ۱$/ });
  await form.getByRole('textbox', { name: 'عنوان ستون ۴' }).fill('همکاری با ما');
  await column.getByRole('textbox', { name: 'عنوان' }).fill('ثبت هتل');
  await column.getByRole('textbox', { name: 'نشانی' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(column.getByText(/نشانی پیوند باید با/)).toBeVisible();
  await column.getByRole('textbox', { name: 'نشانی' }).fill('/contact-us');
  await comments.uncheck();
  try {
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await expect(form.getByRole('alert')).toHaveText(/سربرگ و پابرگ ذخیره شد/);
    await desk.setViewportSize({ width: 390, height: 900 });
    await checkPage(desk, 'backoffice-header-footer-saved-390');

    // A new visitor each time: the gateway draws the footer from booking-api's payload kept for up to 5 s
    // (SITE_SETTINGS_TTL_MS) and gives the visitor it as their headerFooter cookie.
    const newVisitor = () =>
      browser.newPage({ baseURL: desk.url().replace(/\/backoffice.*$/, ''), locale: 'fa-IR' });
    const footerLink = async () => {
      const visitor = await newVisitor();
      await visitor.goto('/about');
      const link = visitor.getByRole('contentinfo').getByRole('link', { name: 'ثبت هتل' });
      const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
      await visitor.close();
      return href;
    };
    await expect.poll(footerLink, settles).toBe('/contact-us');
    const visitor = await newVisitor();
    await visitor.goto('/about');
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'ثبت هتل' })).toHaveAttribute('href', '/contact-us');
    await expect(footer.getByText('همکاری با ما')).toBeVisible();
    await visitor.close();
    await expect
      .poll(async () => (await serverHtml(page, hotelPage)).includes('data-comments-open="false"'), settles)
      .toBe(true);
  } finally {
    await desk.reload();
    await form.getByRole('button', { name: 'حذف ستون' }).nth(3).click();
    await form.getByRole('switch', { name: /نظر بنویسند/ }).check();
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await expect(form.getByRole('alert')).toHaveText(/سربرگ و پابرگ ذخیره شد/);
  }
  await expect
    .poll(async () => (await serverHtml(page, hotelPage)).includes('data-comments-open="true"'), settles)
    .toBe(true);
  const payload = await api<{ footer: { columns: unknown[] } }>(page, '/header-footer-contents');
  expect(payload.footer.columns).toHaveLength(3);
});
