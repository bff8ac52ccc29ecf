// /profile/reserves (and the profile's other pages, below) drawn by the gateway for the traveller whose token holds: the page's <h1> and a booking in the
// HTML before any JavaScript, private and never indexed; nothing is drawn for a visitor without a session (the shell
// asks them to log in); Chromium hydrates it without a mismatch, without reading the list again and without a
// layout shift around the profile's menu, at 390 and 1280 px; a filter pressed, a notification switch turned or a
// ticket's reply typed (a textarea) before hydration is not lost.
import { expect, test } from '@playwright/test';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import { layoutShift, openWithAppHeld, pageReady, watchHydration } from './hydration-watch';
import { logInByCode } from './login-helpers';
import { api, bookThroughApi, findHotelWithRoom, tehranDay } from './reservation-helpers';

const TITLE = 'رزروهای من';

test('the bookings page arrives drawn for its traveller and hydrates without asking again or moving', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const mobile = await logInByCode(page, request);
  const checkin = tehranDay(59);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 81);
  const { reserveId } = await bookThroughApi(page, { hotelId, offer, checkin }, mobile, 1);
  expect(await api<unknown>(page, '/profile')).toBeTruthy();

  const response = await page.request.get('/profile/reserves');
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain(toPersianDigits(reserveId));
  expect(html).toContain('<meta name="robots" content="noindex">');
  // The tickets page the same way (this traveller has none yet: its empty list, said in Persian).
  const tickets = await page.request.get('/profile/ticket');
  expect(tickets.headers()['x-rahi-render']).toBe('server');
  const ticketsHtml = await tickets.text();
  expect(ticketsHtml).toMatch(/<h1[^>]*>تیکت‌های پشتیبانی<\/h1>/);
  expect(ticketsHtml).toContain('هنوز تیکتی ثبت نکرده‌اید.');

  // A browser without the session gets no drawn page and nothing of the traveller's.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const theirs = await stranger.request.get('/profile/reserves');
    expect(theirs.headers()['x-rahi-render']).toBeUndefined();
    expect(await theirs.text()).not.toContain(toPersianDigits(reserveId));
  } finally {
    await stranger.close();
  }

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const watch = watchHydration(page, /"\/profile\/bookings/);
    await page.goto('/profile/reserves');
    await page.waitForFunction(() => !('__RAHI_PROFILE__' in window));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('article', { name: `رزرو ${toPersianDigits(reserveId)}` })).toBeVisible();
    const shift = await layoutShift(page);
    expect(shift, `layout shift at ${width} px`).toBeLessThan(0.01);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.contentCalls).toEqual([]);
    watch.stop();
  }

  // A filter pressed on the server's page before the app has it is pressed again once it has it.
  const release = await openWithAppHeld(page, '/profile/reserves');
  const filters = page.getByRole('group', { name: 'وضعیت رزرو' });
  await filters.getByRole('button', { name: 'در انتظار پرداخت' }).click();
  expect(await page.evaluate(() => '__RAHI_PROFILE__' in window)).toBe(true); // still the server's page
  release();
  await expect(page).toHaveURL(/status=pending_payment/, { timeout: 15_000 });
  await expect(page.getByRole('article', { name: `رزرو ${toPersianDigits(reserveId)}` })).toBeVisible();
});

test("the profile's other pages arrive drawn for their traveller and hydrate without asking again or moving", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInByCode(page, request);
  const ticket = await api<{ id: number }>(page, '/tickets', 'POST', {
    subject: 'ساعت ورود به هتل',
    department: 'booking',
    message: 'ساعت ورود هتل چند است؟',
  });
  await api(page, '/passengers', 'POST', {
    firstName: 'علی',
    lastName: 'رضایی',
    nationalCode: '0084575948',
    birthDate: '1990-05-01',
  });
  const pages = [
    { address: '/profile', heading: /^سلام/, shows: 'سفر بعدی شما' },
    { address: '/profile/edit', heading: 'ویرایش اطلاعات', shows: 'ویرایش اطلاعات' },
    { address: `/profile/ticket/${ticket.id}`, heading: 'ساعت ورود به هتل', shows: 'ساعت ورود هتل چند است؟' },
    { address: '/profile/transactions', heading: 'تراکنش‌ها', shows: 'موجودی کیف پول' },
    { address: '/profile/previous-passengers', heading: 'مسافران قبلی', shows: 'رضایی' },
    { address: '/profile/favourites', heading: 'هتل‌های ذخیره‌شده', shows: 'هنوز هتلی ذخیره نکرده‌اید' },
  ];
  // The reads these pages make: none may be asked again while the page hydrates.
  const reads = /"\/(profile|tickets|wallet|passengers)/;
  for (const one of pages) {
    const response = await page.request.get(one.address);
    expect(response.headers()['x-rahi-render'], one.address).toBe('server');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const html = await response.text();
    expect(html, one.address).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html, one.address).toContain(one.shows);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const watch = watchHydration(page, reads);
      await page.goto(one.address);
      await page.waitForFunction(() => !('__RAHI_PROFILE__' in window));
      await expect(page.getByRole('heading', { level: 1, name: one.heading })).toBeVisible();
      const shift = await layoutShift(page);
      expect(shift, `layout shift of ${one.address} at ${width} px`).toBeLessThan(0.01);
      expect(watch.hydrationProblems(), one.address).toEqual([]);
      expect(watch.contentCalls, one.address).toEqual([]);
      watch.stop();
    }
  }
});

test('a notification switch turned on the server-drawn edit page before it hydrates is saved as turned', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInByCode(page, request);
  const path = '/profile/notification-preferences';
  const before = await api<{ kinds: Record<string, Record<string, boolean>> }>(page, path);
  const wasOn = before.kinds.support_answered?.email === true;

  const release = await openWithAppHeld(page, '/profile/edit');
  const toggle = page.getByRole('switch', { name: 'پاسخ پشتیبانی، ایمیل' });
  await (wasOn ? toggle.uncheck() : toggle.check());
  expect(await page.evaluate(() => '__RAHI_PROFILE__' in window)).toBe(true); // still the server's page
  release();
  await pageReady(page);

  await expect(toggle).toBeChecked({ checked: !wasOn });
  await page.getByRole('button', { name: 'ذخیره تنظیمات اطلاع‌رسانی' }).click();
  await expect
    .poll(async () => (await api<typeof before>(page, path)).kinds.support_answered?.email)
    .toBe(!wasOn);
});

test("a ticket's reply typed on the server-drawn thread before it hydrates is sent as typed", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInByCode(page, request);
  const ticket = await api<{ id: number }>(page, '/tickets', 'POST', {
    subject: 'ساعت ورود به هتل',
    department: 'other',
    message: 'ساعت ورود چند است؟',
  });
  const release = await openWithAppHeld(page, `/profile/ticket/${ticket.id}`);
  const reply = 'اگر ساعت ۱۰ برسیم\nاتاق آماده است؟';
  await page.getByLabel('پاسخ شما').fill(reply);
  expect(await page.evaluate(() => '__RAHI_PROFILE__' in window)).toBe(true); // still the server's page
  release();
  await pageReady(page);

  await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect
    .poll(
      async () =>
        (await api<{ messages: { text: string }[] }>(page, `/tickets/${ticket.id}`)).messages.at(-1)?.text,
    )
    .toBe(reply);
  await expect(page.getByLabel('پاسخ شما')).toHaveValue('');
});
