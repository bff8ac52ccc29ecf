// A hotel manager changes rates in the back office and travellers see it on their next request, on every
// instance: a fleet of two gateways on one PostgreSQL (their search caches warm), the manager raises a night's
// price and closes the next one on instance A through /backoffice/rates (the other room types through the same
// API), and instance B's city list and hotel page (their server HTML) show the new price and the closed night at
// once. On the main server, lowering a night's rooms below a paid booking is refused with a Persian message naming
// the booking, and a file of rates with one wrong line changes nothing until it is right. The page is checked with axe at 390 and 1280 px (RAHI_SCREENSHOTS=<dir> keeps the pictures).
import { type APIRequestContext, expect, type Page, request as requests, test } from '@playwright/test';
import { STAFF_RATES_MESSAGES } from '../../shared-contracts/src/messages/staff-rates-messages';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';
import { PORT } from '../playwright.config';
import { attachFleetLogs, postgresBin, startGateway, startPostgres } from './fleet-helpers';
import { logInByCode } from './login-helpers';
import { bookAndPay } from './profile-helpers';
import { tehranDay, toman } from './reservation-helpers';
import { callThroughProxy } from './staff-api';
import { checkBothWidths, createStaff, signInStaff, staffPage } from './staff-helpers';

interface Card {
  id: number;
  slug: string;
  fromPrice: number | null;
  available: boolean;
}
interface Room {
  id: number;
  name: string;
  capacity: number;
  freeCount: number;
  nights: { boardPrice: number; customerPrice: number }[];
}
interface ManagedHotel {
  id: number;
  roomTypes: { id: number; name: string }[];
}

const read = async <T>(context: APIRequestContext, endPoint: string): Promise<T> => {
  const answer = await callThroughProxy(context, endPoint);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as T;
};
/** Every Mashhad card for a night, page by page. */
async function cityCards(context: APIRequestContext, checkin: string) {
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const answer = await read<{ items: Card[]; total: number }>(
      context,
      `/cities/1/hotels?checkin=${checkin}&nights=1&pageSize=50&page=${page}`,
    );
    cards.push(...answer.items);
    if (answer.items.length === 0 || cards.length >= answer.total) return cards;
  }
}

/** Opens /backoffice/rates at the month of `day` (moving on from this month) and picks `day` alone. */
async function pickNight(page: Page, day: string) {
  const month = page.getByRole('group', { name: 'شب‌های ماه' });
  await expect(month).toBeVisible({ timeout: 20_000 });
  for (let step = 0; step < 3 && (await month.locator(`[data-date="${day}"]`).count()) === 0; step++)
    await page.getByRole('button', { name: 'ماه بعد' }).click();
  const cell = month.locator(`[data-date="${day}"]`);
  await cell.click();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
}

/** Applies `change` to the night on the page's room type, and to the hotel's other room types through the API. */
async function changeEveryRoomType(
  page: Page,
  hotel: ManagedHotel,
  day: string,
  change: { boardPrice?: number; customerPrice?: number; closed?: boolean },
) {
  await pickNight(page, day);
  const form = page.getByRole('form', { name: 'تغییر شب‌ها' });
  if (change.boardPrice) await form.getByLabel('قیمت رسمی (تومان)').fill(String(change.boardPrice / 10));
  if (change.customerPrice)
    await form.getByLabel('قیمت فروش (تومان)').fill(String(change.customerPrice / 10));
  if (change.closed) await form.getByRole('radio', { name: 'بستن شب‌ها' }).check();
  await form.getByRole('button', { name: 'اعمال روی شب‌ها' }).click();
  await expect(form.getByRole('alert')).toHaveText(STAFF_RATES_MESSAGES.changed(1));
  for (const type of hotel.roomTypes.slice(1)) {
    const answer = await callThroughProxy(
      page.request,
      `/staff/hotels/${hotel.id}/room-types/${type.id}/nights`,
      {
        method: 'PUT',
        body: { from: day, to: day, ...change },
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

test.describe('on a fleet of two gateways', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!postgresBin(), 'PostgreSQL is not installed on this machine');

  let cluster: ReturnType<typeof startPostgres>;
  const fleet: Awaited<ReturnType<typeof startGateway>>[] = [];

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    cluster = startPostgres(PORT + 20_161);
    const env = {
      DATABASE_URL: cluster.url,
      RAHI_DEV_ROUTES: '1',
      // As the suite's own gateway (playwright.config.ts): a render slowed by a loaded machine still draws the page.
      SSR_RENDER_TIMEOUT_MS: '8000',
      SSR_DATA_TIMEOUT_MS: '10000',
      METRICS_PORT: 'off',
    };
    // One after the other: the first migrates and seeds the empty database.
    fleet.push(await startGateway(PORT + 5, env));
    fleet.push(await startGateway(PORT + 6, env));
  });

  test.afterEach(() => attachFleetLogs(fleet));

  test.afterAll(async () => {
    await Promise.all(fleet.map((instance) => instance.stop()));
    cluster?.stop();
  });

  test("a manager's new price and closed night reach the other instance's city list and hotel page at once", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const [a, b] = fleet as [(typeof fleet)[number], (typeof fleet)[number]];
    const onB = await requests.newContext({ baseURL: b.base });
    const raised = tehranDay(9);
    const closed = tehranDay(10);
    // A Mashhad hotel on sale both nights whose rooms all have a free room.
    const [first, second] = [await cityCards(onB, raised), await cityCards(onB, closed)];
    const card = first.find((one) => one.available && second.find((other) => other.id === one.id)?.available);
    if (!card) throw new Error('no Mashhad hotel is on sale both nights');
    const rooms = await read<Room[]>(onB, `/hotels/${card.id}/rooms?checkin=${raised}&nights=1`);
    const price =
      Math.ceil((Math.max(...rooms.map((room) => room.nights[0]?.customerPrice ?? 0)) * 1.5) / 100_000) *
      100_000;
    const hotelPage = (day: string) =>
      `/hotel/${card.id}/${encodeURIComponent(card.slug)}?checkin=${day}&nights=1`;
    const cityPage = (day: string) => `/city/1/hotels-mashhad?checkin=${day}&nights=1`;
    // Instance B has read both nights: its caches hold them.
    for (const day of [raised, closed]) {
      expect((await onB.get(cityPage(day))).status()).toBe(200);
      expect((await onB.get(hotelPage(day))).status()).toBe(200);
    }
    expect((await cityCards(onB, raised)).find((one) => one.id === card.id)?.fromPrice).not.toBe(price);

    const context = await browser.newContext({ baseURL: a.base, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const manager = await createStaff(page.request, ['hotel_manager'], [card.id]);
    await signInStaff(page, manager, '/backoffice/rates');
    const [hotel] = await read<ManagedHotel[]>(page.request, '/staff/hotels');
    expect(hotel?.id).toBe(card.id);
    await changeEveryRoomType(page, hotel as ManagedHotel, raised, {
      boardPrice: price * 2,
      customerPrice: price,
    });
    await changeEveryRoomType(page, hotel as ManagedHotel, closed, { closed: true });
    await expect(
      page.getByRole('group', { name: 'شب‌های ماه' }).locator(`[data-date="${closed}"]`),
    ).toHaveAccessibleName(/بسته$/);

    // B's very next requests, and A's.
    // (B hears of the last change when PostgreSQL delivers its NOTIFY, a moment after the commit: read until then.)
    const soon = { timeout: 2000, intervals: [20] };
    for (const context of [onB, page.request]) {
      const priced = async () =>
        (await cityCards(context, raised)).find((one) => one.id === card.id)?.fromPrice;
      await expect.poll(priced, soon).toBe(price);
      const open = async () =>
        (await cityCards(context, closed)).find((one) => one.id === card.id)?.available;
      await expect.poll(open, soon).toBe(false);
    }
    const cityHtml = await (await onB.get(cityPage(raised))).text();
    expect(cityHtml).toContain(toman(price));
    const hotelHtml = await (await onB.get(hotelPage(raised))).text();
    expect(hotelHtml).toContain(toman(price));
    const closedHtml = await (await onB.get(hotelPage(closed))).text();
    for (const room of rooms) expect(closedHtml).toContain(`${room.name}: جا ندارد`);
    await onB.dispose();
    await context.close();
  });
});

test('lowering a night below a paid booking is refused, naming the booking', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const mobile = await logInByCode(page, request);
  const { reserveId } = await bookAndPay(page, mobile, 37, { firstHotel: 391 });
  const booking = await read<{ hotel: { id: number }; checkin: string; rooms: { roomTypeId: number }[] }>(
    page.request,
    `/bookings/${reserveId}?mobile=${mobile}`,
  );

  const desk = await staffPage(browser);
  const manager = await createStaff(desk.request, ['hotel_manager'], [booking.hotel.id]);
  await signInStaff(desk, manager, '/backoffice/rates');
  const [hotel] = await read<ManagedHotel[]>(desk.request, '/staff/hotels');
  const type = hotel?.roomTypes.find((one) => one.id === booking.rooms[0]?.roomTypeId);
  if (!type) throw new Error("the booked room type is not among the hotel's");
  await desk.getByLabel('نوع اتاق').click();
  await desk.getByRole('option', { name: type.name }).click();
  await pickNight(desk, booking.checkin);
  const form = desk.getByRole('form', { name: 'تغییر شب‌ها' });
  await form.getByLabel('اتاق‌ها').click();
  await desk.getByRole('option', { name: 'تعداد کل اتاق‌ها' }).click();
  await form.getByLabel('تعداد').fill('0');
  await form.getByRole('button', { name: 'اعمال روی شب‌ها' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('تعداد اتاق‌ها نمی‌تواند از آن کمتر شود');
  await expect(refusal).toContainText(toPersianDigits(reserveId));
  await checkBothWidths(desk, 'backoffice-rates');

  // The same night from a file the hotel keeps: one wrong line, and nothing of the file is applied; then right.
  const night = booking.checkin;
  const file = (rows: string[]) => ({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['تاریخ,نوع اتاق,قیمت رسمی,قیمت فروش,تعداد اتاق', ...rows].join('\n')),
  });
  await desk.getByRole('button', { name: 'بارگذاری فایل قیمت‌ها' }).click();
  const dialog = desk.getByRole('dialog', { name: /بارگذاری فایل قیمت‌ها/ });
  await dialog
    .getByLabel('فایل CSV')
    .setInputFiles(file([`${night},${type.name},"۹٬۰۰۰٬۰۰۰","۸٬۸۸۰٬۰۰۰",`, `${night},اتاق ناموجود,,۱,`]));
  await dialog.getByRole('button', { name: 'اعمال فایل' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText([/^سطر ۳: نوع اتاق «اتاق ناموجود» در این هتل نیست/]);
  await checkBothWidths(desk, 'backoffice-rates-import');
  const nightPath = `/staff/hotels/${hotel?.id}/room-types/${type.id}/nights?from=${night}&to=${night}`;
  const stored = async () =>
    (await read<{ nights: { customerPrice: number }[] }>(desk.request, nightPath)).nights[0];
  // A price the night does not have yet (a database kept from an earlier run the same day may hold the first).
  const toman = (await stored())?.customerPrice === 88_800_000 ? 8_870_000 : 8_880_000;
  const typed = toman.toLocaleString('fa-IR');
  await dialog.getByLabel('فایل CSV').setInputFiles(file([`${night},${type.name},"۹٬۰۰۰٬۰۰۰","${typed}",`]));
  await dialog.getByRole('button', { name: 'اعمال فایل' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(STAFF_RATES_MESSAGES.importApplied(1, 1));
  expect((await stored())?.customerPrice).toBe(toman * 10);
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(
    desk.getByRole('group', { name: 'شب‌های ماه' }).locator(`[data-date="${night}"]`),
  ).toHaveAccessibleName(new RegExp(`${typed} تومان`));

  // The hotel's own details: a new reception phone, typed in Persian digits, is on the hotel's public record.
  const phone = `051${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await desk.getByRole('button', { name: 'اطلاعات هتل' }).click();
  const details = desk.getByRole('dialog', { name: /^اطلاعات هتل/ });
  const phoneField = details.getByRole('textbox', { name: 'تلفن پذیرش' });
  await phoneField.fill(toPersianDigits(phone));
  await checkBothWidths(desk, 'backoffice-hotel-details');
  await details.getByRole('button', { name: 'ذخیره' }).click();
  await expect(details.getByRole('alert')).toHaveText(STAFF_RATES_MESSAGES.detailsSaved);
  expect((await read<{ phone: string }>(page.request, `/hotels/${booking.hotel.id}`)).phone).toBe(phone);

  // A stricter cancellation policy of the hotel's own: its page says so at once, while the booking made before
  // keeps the policy it was made under (its quote and its voucher).
  type Quote = { penalty: number; percentOfNight: number };
  const quotePath = `/bookings/${reserveId}/cancellation`;
  const quoteBefore = await read<Quote>(page.request, quotePath);
  const policyBefore = (
    await read<{ cancellationPolicy: string }>(page.request, `/hotels/${booking.hotel.id}`)
  ).cancellationPolicy;
  const voucher = `/voucher?reserveId=${reserveId}&mobile=${mobile}`;
  const firstSentence = `${policyBefore.split('.')[0]}.`;
  await page.goto(voucher);
  await expect(page.getByText(firstSentence, { exact: false })).toBeVisible();
  const saved = await read<{ cancellationRules: unknown }>(desk.request, `/staff/hotels/${booking.hotel.id}`);
  await details.getByRole('button', { name: 'بستن' }).click();
  await expect(details).toBeHidden();
  await desk.getByRole('button', { name: 'اطلاعات هتل' }).click();
  const policy = details.getByRole('group', { name: 'شرایط لغو' });
  if (!(await policy.getByRole('switch').isChecked())) await policy.getByRole('switch').check();
  while ((await policy.getByRole('group', { name: /^پله‌ی/ }).count()) > 1)
    await policy.getByRole('button', { name: 'حذف پله‌ی ۱' }).click();
  const last = policy.getByRole('group', { name: 'پله‌ی ۱' });
  await last.getByRole('textbox', { name: 'از چند روز پیش از ورود' }).fill('۰');
  await last.getByRole('textbox', { name: 'درصد جریمه' }).fill('۱۰۰');
  await last.getByRole('combobox', { name: 'از مبلغ' }).click();
  await desk.getByRole('option', { name: 'کل اقامت' }).click();
  const strict = 'لغو رزرو با کسر مبلغ کل اقامت به‌طور کامل انجام می‌شود.';
  await expect(policy.getByText(`مسافر می‌خواند: ${strict}`, { exact: false })).toBeVisible();
  await checkBothWidths(desk, 'backoffice-hotel-policy');
  try {
    await details.getByRole('button', { name: 'ذخیره' }).click();
    await expect(details.getByRole('alert')).toHaveText(STAFF_RATES_MESSAGES.detailsSaved);
    const after = await read<{ cancellationPolicy: string }>(page.request, `/hotels/${booking.hotel.id}`);
    expect(after.cancellationPolicy).toContain(strict);
    expect(await read<Quote>(page.request, quotePath)).toEqual(quoteBefore);
    await page.goto(voucher);
    await expect(page.getByText(firstSentence, { exact: false })).toBeVisible();
    await expect(page.getByText(strict, { exact: false })).toHaveCount(0);
  } finally {
    const back = await callThroughProxy(desk.request, `/staff/hotels/${booking.hotel.id}`, {
      method: 'PATCH',
      body: { cancellationRules: saved.cancellationRules },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  }
  await desk.context().close();
});
