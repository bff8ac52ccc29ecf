// Booking with the keyboard only: no click anywhere. The search box (destination, the Jalali date
// picker by arrow keys), the city list, the hotel page (a room with an extra bed), the reservation form, the
// sandbox bank and the voucher, each reached with Tab and pressed with Enter. At every stop the focused element
// is not <body> and shows a focus indicator (an outline, a box shadow, or the focused field's border), and
// focus is not lost when the picker closes or a remote's page loads. The skip link works on every layout.
import { expect, type Page, test } from '@playwright/test';
import { freshMobile, logInByCode } from './login-helpers';
import { api, type Offer, tehranDay } from './reservation-helpers';

const MASHHAD = 1;
const MAX_TABS = 200;

/** What the focused element is and whether its focus is drawn. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { onBody: true, visible: false, name: '' };
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A field's focus is drawn by its wrapper, which MUI marks .Mui-focused: the outlined border thickens, or
    // the underline of a standard field (the list's sort) fills in.
    const field = element.closest('.Mui-focused');
    const fieldDrawn =
      field !== null &&
      (field.querySelector('fieldset') !== null || field.classList.contains('MuiInput-underline'));
    const visible = drawn(element) || fieldDrawn;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { onBody: false, visible, name: `${element.tagName.toLowerCase()} "${name}"` };
  });
}

/** Presses Tab until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, what: string) {
  const handle = await target.elementHandle({ timeout: 15_000 });
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    expect(state.onBody, `Tab ${presses + 1} towards ${what}: focus fell to <body>`).toBe(false);
    expect(state.visible, `Tab ${presses + 1} towards ${what}: no focus indicator on ${state.name}`).toBe(
      true,
    );
    if (await handle?.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${what} was not reached in ${MAX_TABS} Tab presses`);
}

const shots = process.env.RAHI_SCREENSHOTS;

/** With RAHI_SCREENSHOTS=<dir>: the screen around the focused element at 390 and 1280 px. */
async function focusShots(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.scrollIntoView({ block: 'center' }),
    );
    await page.screenshot({ path: `${shots}/focus-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function expectFocusKept(page: Page, after: string) {
  const state = await focusState(page);
  expect(state.onBody, `after ${after}: focus fell to <body>`).toBe(false);
}

/** The first hotel of Mashhad's list (as the list orders it) with two free rooms, an extra bed and late check-out. */
async function listedHotelWithRoom(page: Page, checkin: string) {
  const list = await api<{ items: { id: number; name: string }[] }>(
    page,
    `/cities/${MASHHAD}/hotels?checkin=${checkin}&nights=2`,
  );
  for (const hotel of list.items) {
    const rooms = await api<Offer[]>(page, `/hotels/${hotel.id}/rooms?checkin=${checkin}&nights=2`);
    const offer = rooms.find((room) => room.freeCount >= 2 && room.maxExtraBeds >= 1);
    if (offer) return { hotel, offer };
  }
  throw new Error("no hotel on Mashhad's first page has two free rooms with an extra bed");
}

test('search, choose a room with an extra bed, reserve, fill the guest, pay and open the voucher with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const days = 31 + Math.floor(Math.random() * 8);
  const checkin = tehranDay(days);
  const { hotel, offer } = await listedHotelWithRoom(page, checkin);

  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));

  // The search box: the destination by typing and the arrow keys, the dates in the picker.
  const destination = page.getByRole('combobox', { name: 'مقصد یا نام هتل' });
  await tabTo(page, destination, 'the destination box');
  await page.keyboard.type('مشهد');
  await expect(page.getByRole('option', { name: 'مشهد، خراسان رضوی' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(destination).toHaveValue(/مشهد/);
  await tabTo(page, page.getByRole('combobox', { name: 'تاریخ ورود' }), 'the check-in field');
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(picker).toBeVisible();
  const today = picker.locator(`[role="gridcell"][data-date="${tehranDay(0)}"]`);
  await expect(today).toBeFocused();
  // A day is announced in full, with its weekday: 'پنجشنبه ۶ آذر ۱۴۰۵', then, once the city's prices have come,
  // its lowest price a night ('، کمترین قیمت هر شب ۵۳۸٬۰۰۰ تومان'), with '، ارزان‌تر' on one of the cheaper third
  // of the days shown, or why it cannot be chosen (PRICE_CALENDAR_TEXT in shared-contracts).
  await expect(today).toHaveAccessibleName(
    /^(شنبه|یکشنبه|دوشنبه|سه‌شنبه|چهارشنبه|پنجشنبه|جمعه) [۰-۹]+ \S+ [۰-۹]{4}(، (کمترین قیمت هر شب [۰-۹٬]+ تومان(، ارزان‌تر)?|ظرفیت تکمیل|بسته))?$/,
  );
  for (let day = 0; day < days; day++) await page.keyboard.press('ArrowLeft'); // left is forward in Persian
  await expect(picker.locator(`[role="gridcell"][data-date="${checkin}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expectFocusKept(page, 'the date picker closed');
  await tabTo(page, page.getByRole('button', { name: 'جستجو' }), 'the search button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/city/${MASHHAD}/hotels-mashhad?checkin=${checkin}&nights=2`);

  // The city list (mf-search's page loaded): the hotel's link.
  const card = page.getByRole('region', { name: 'فهرست هتل‌ها' }).getByRole('article', {
    name: hotel.name,
    exact: true,
  });
  await tabTo(page, card.getByRole('link').first(), `${hotel.name}'s link`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/hotel/${hotel.id}/[^?]+\\?checkin=${checkin}&nights=2`));
  // The address changes before the city page leaves: wait for the hotel's own h1, which then takes the focus.
  const hotelHeading = page.getByRole('heading', { level: 1, name: hotel.name });
  await expect(hotelHeading).toBeVisible({ timeout: 30_000 });
  await expect(hotelHeading).toBeFocused();
  await expectFocusKept(page, "the hotel page's remote loaded");
  await focusShots(page, 'hotel-heading');

  // The hotel page: the room, one extra bed, reserve.
  const room = page.getByRole('article', { name: offer.name, exact: true });
  await tabTo(page, room.getByRole('button', { name: `انتخاب ${offer.name}` }), 'the room’s select button');
  await focusShots(page, 'hotel-room-button');
  await page.keyboard.press('Enter');
  const first = page.getByRole('group', { name: `${offer.name}، اتاق ۱` });
  await expectFocusKept(page, 'the room was chosen');
  await expect(room.getByRole('button', { name: `یک ${offer.name} بیشتر` })).toBeFocused();
  // The change is said politely.
  const said = page.getByRole('region', { name: 'اتاق‌ها و قیمت‌ها' }).getByRole('status');
  await expect(said.filter({ hasText: 'سبد' })).toHaveText(
    `اتاق ${offer.name} به سبد اضافه شد؛ ۱ اتاق در سبد`,
  );
  const extraBed = first.getByLabel('تخت اضافه');
  await tabTo(page, extraBed, 'the extra bed field');
  await page.keyboard.press('ArrowDown');
  await expect(extraBed).toHaveValue('1');
  const summary = page.getByRole('complementary', { name: 'خلاصه رزرو' });
  await tabTo(page, summary.getByRole('button', { name: 'رزرو' }), 'the reserve button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reservation\?reservationId=[0-9a-f-]{36}&/);
  await expect(page.getByRole('heading', { name: 'تکمیل اطلاعات رزرو' })).toBeVisible();
  await expect(page.getByTestId('room-extras-0')).toContainText('۱ تخت اضافه');

  // The reservation form: the guest and the booker's mobile, typed.
  const guest = page.getByRole('group', { name: /^اتاق ۱/ });
  const mobile = freshMobile();
  for (const [field, value] of [
    [guest.getByLabel('نام', { exact: true }), 'علی'],
    [guest.getByLabel('نام خانوادگی'), 'رضایی'],
    [guest.getByLabel('کد ملی'), '0084575948'],
    [page.getByLabel('شماره موبایل'), mobile],
  ] as const) {
    await tabTo(page, field, `the field ${await field.getAttribute('name')}`);
    await page.keyboard.type(value);
  }
  await focusShots(page, 'reservation-mobile-field');
  await tabTo(page, page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }), 'the pay button');
  await focusShots(page, 'reservation-pay-button');
  await page.keyboard.press('Enter');

  // The sandbox bank, then the success page and the voucher.
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await tabTo(page, page.getByRole('button', { name: 'پرداخت', exact: true }), "the bank's pay button");
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/, { timeout: 20_000 });
  // The server drew the success page: Tab once the app has taken it (MUI draws a button's focus ring from then).
  await page.waitForFunction(() => !('__RAHI_PAYMENT__' in window));
  const voucher = page.getByRole('link', { name: 'مشاهده واچر' });
  await tabTo(page, voucher, 'the voucher link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/voucher\?reserveId=\d{8}&mobile=09\d{9}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
  await expectFocusKept(page, 'the voucher page loaded');
});

for (const [layout, path] of [
  ['default', '/imam-hotels'],
  ['error', '/404'],
  ['voucher', '/voucher?reserveId=12345678&mobile=09120000001'],
  ['profile', '/profile'],
] as const) {
  test(`the skip link on the ${layout} layout is the first stop and moves focus to the page`, async ({
    page,
  }) => {
    if (layout === 'profile') await logInByCode(page, page.request);
    await page.goto(path);
    await page.locator('#boot').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await focusState(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The next Tab starts inside the page, after the header (when the page has anything to focus).
    const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';
    const mainHasFocusable = await page.locator('#main').locator(focusable).count();
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => ({
      inMain: document.getElementById('main')?.contains(document.activeElement) === true,
      inHeader: document.querySelector('header')?.contains(document.activeElement) === true,
    }));
    if (mainHasFocusable > 0)
      expect(where.inMain, `${path}: the Tab after the skip link lands inside #main`).toBe(true);
    else
      expect(where.inHeader, `${path}: the Tab after the skip link does not go back to the header`).toBe(
        false,
      );
  });
}
