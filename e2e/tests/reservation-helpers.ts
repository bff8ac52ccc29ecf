// Shared steps of the reserve-and-pay journeys: a hotel with free rooms, rooms chosen on its page
// and reserved into a draft, the reservation form filled. Each journey file uses its own stay and mobile, so
// the files run in parallel without taking each other's rooms or discount codes.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { toAsciiDigits, tomanOf, toPersianDigits } from '../../shared-contracts/src/text/digits';
import { pageReady } from './hydration-watch';
import { freshMobile, logInByCode } from './login-helpers';

/** Full-page screenshots at phone and desktop width into $RAHI_SCREENSHOTS (nothing when it is not set),
 * then the default viewport again. */
export async function screenshots(page: Page, name: string) {
  const shots = process.env.RAHI_SCREENSHOTS;
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the sticky header is drawn there and not over the middle of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Today in Tehran and a day `days` later, as 'YYYY-MM-DD'. */
export function tehranDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Rial → '۱٬۲۳۴٬۵۰۰ تومان', as the pages write money. */
export const toman = tomanOf;

/** A sum of money as a page writes it ('۱٬۲۳۴٬۵۰۰ تومان', 'مبلغ: ۱۲ تومان'), read back as a number of Toman. */
export function tomanNumber(text: string): number {
  const digits = toAsciiDigits(text).replace(/[^\d]/g, '');
  if (digits === '') throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

/** A mobile number no other run has used (discount codes are once per number). */
export { freshMobile };

export interface Offer {
  id: number;
  name: string;
  maxExtraBeds: number;
  freeCount: number;
  totalCustomerPrice: number;
  extraCustomerPrice: number;
  late: { available: boolean; lateCustomerPrice: number; extraLateCustomerPrice: number };
}

/** booking-api through the same proxy the page uses. */
export async function api<T>(page: Page, endPoint: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await page.request.post('/handle-api', { data: { endPoint, options: { method, body } } });
  expect(response.ok(), `${method} ${endPoint}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A hotel (from `firstId` on) with a room type that has two rooms free, an extra bed and late check-out; with
 * `types`, only a hotel of one of those types (booking-api's hotel types: 'guest-house' answers by hand).
 */
export async function findHotelWithRoom(
  page: Page,
  checkin: string,
  nights: number,
  firstId: number,
  types?: readonly string[],
) {
  for (let hotelId = firstId; hotelId <= firstId + 60; hotelId++) {
    if (types && !types.includes((await api<{ type: string }>(page, `/hotels/${hotelId}`)).type)) continue;
    const rooms = await api<Offer[]>(page, `/hotels/${hotelId}/rooms?checkin=${checkin}&nights=${nights}`);
    const offer = rooms.find((room) => room.freeCount >= 2 && room.maxExtraBeds >= 1 && room.late.available);
    if (offer) return { hotelId, offer };
  }
  throw new Error('no hotel in the seed offers two free rooms with an extra bed and late check-out');
}

/** On an open hotel page: chooses `rooms` rooms (the first with an extra bed and late check-out) and reserves. */
export async function chooseRoomsAndReserve(page: Page, offer: Offer, rooms: 1 | 2) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // The server drew the page (its search box too); its buttons answer once it has hydrated.
  await pageReady(page);
  const card = page.getByRole('article', { name: offer.name, exact: true });
  await card.getByRole('button', { name: `انتخاب ${offer.name}` }).click();
  if (rooms === 2) await card.getByRole('button', { name: `یک ${offer.name} بیشتر` }).click();
  const first = page.getByRole('group', { name: `${offer.name}، اتاق ۱` });
  await first.getByLabel('تخت اضافه').selectOption('1');
  await first.getByRole('checkbox', { name: /خروج دیرهنگام/ }).check();
  const summary = page.getByRole('complementary', { name: 'خلاصه رزرو' });
  const hotelPage = {
    total: (await summary.getByTestId('summary-total').textContent()) ?? '',
    hotelDiscount: (await summary.getByTestId('summary-discount').textContent()) ?? '',
    amount: (await summary.getByTestId('summary-amount').textContent()) ?? '',
  };
  await summary.getByRole('button', { name: 'رزرو' }).click();
  await expect(page).toHaveURL(/\/reservation\?reservationId=[0-9a-f-]{36}&/);
  await expect(page.getByRole('heading', { name: 'تکمیل اطلاعات رزرو' })).toBeVisible();
  const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? '';
  return { hotelTotal: hotelPage.amount, hotelPage, reservationId };
}

/** Opens the hotel page, chooses `rooms` rooms (the first with an extra bed and late check-out) and reserves. */
export async function reserveOnHotelPage(
  page: Page,
  hotelId: number,
  offer: Offer,
  checkin: string,
  rooms: 1 | 2,
) {
  await page.goto(`/hotel/${hotelId}/x?checkin=${checkin}&nights=2`);
  return chooseRoomsAndReserve(page, offer, rooms);
}

export interface ForeignGuest {
  firstName: string;
  lastName: string;
  passportNumber: string;
  nationality: string;
}

/** Fills room `room` (1, 2…) with a foreign guest: the box ticked, the name as the passport spells it. */
export async function fillForeignGuest(page: Page, room: number, guest: ForeignGuest) {
  const fields = page.getByRole('group', { name: new RegExp(`^اتاق ${toPersianDigits(room)}`) });
  await fields.getByRole('checkbox', { name: 'مسافر خارجی است' }).check();
  await fields.getByLabel('نام', { exact: true }).fill(guest.firstName);
  await fields.getByLabel('نام خانوادگی').fill(guest.lastName);
  await fields.getByLabel('شماره گذرنامه').fill(guest.passportNumber);
  await fields.getByLabel('ملیت').fill(guest.nationality);
}

/** Fills room 1 with an Iranian guest, room 2 (when there) with a foreign one, and the booker's mobile. */
export async function fillGuests(page: Page, mobile: string, rooms: 1 | 2) {
  const room1 = page.getByRole('group', { name: /^اتاق ۱/ });
  await room1.getByLabel('نام', { exact: true }).fill('علی');
  await room1.getByLabel('نام خانوادگی').fill('رضایی');
  await room1.getByLabel('کد ملی').fill('۰۰۸۴۵۷۵۹۴۸');
  if (rooms === 2)
    await fillForeignGuest(page, 2, {
      firstName: 'جان',
      lastName: 'اسمیت',
      passportNumber: 'X1234567',
      nationality: 'آلمان',
    });
  // A logged-in traveller's own number is put in the field when their profile answers (ReservationForm). Landing
  // between fill()'s select and its typing, it left both numbers in the field (CI on 4026d89): filled again until
  // the field holds the number, as a traveller would retype it.
  const field = page.getByLabel('شماره موبایل');
  await expect(async () => {
    await field.fill(mobile);
    await expect(field).toHaveValue(mobile, { timeout: 1000 });
  }).toPass();
}

/** Logs in with a fresh number through the header's login modal, reading the code from the SMS outbox. */
export const logIn = (page: Page): Promise<string> => logInByCode(page, page.request);

type DraftRoom = Pick<Offer, 'id' | 'totalCustomerPrice'> & {
  extraBedCount: number;
  earlyCheckIn: boolean;
  lateCheckOut: boolean;
};

/** Saves a reservation draft of these rooms through the gateway, for the browser session of `request`. */
export async function saveDraft(
  request: APIRequestContext,
  stay: { hotelId: number; checkin: string; nights: number },
  rooms: DraftRoom[],
): Promise<string> {
  const answer = await request.post('/handle-api', {
    data: { endPoint: `/hotels/${stay.hotelId}`, options: { method: 'GET' } },
  });
  const hotel = (await answer.json()).data as Record<string, unknown>;
  const reservationId = crypto.randomUUID();
  const draft = await request.post('/api/reservations', {
    data: {
      reservationId,
      reservationData: {
        reserveDates: [stay.checkin],
        rooms,
        totalSum: rooms.reduce((sum, room) => sum + room.totalCustomerPrice, 0),
        checkin: stay.checkin,
        nights: stay.nights,
        hotelId: stay.hotelId,
        hotelName: hotel.name,
        hotelRate: hotel.stars,
        hotelAddress: hotel.address,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
      },
    },
  });
  expect(draft.status()).toBe(201);
  return reservationId;
}

/** A booking of `rooms` rooms of the offer (the first with an extra bed and late check-out) made through the API. */
export async function bookThroughApi(
  page: Page,
  stay: { hotelId: number; offer: Offer; checkin: string },
  mobile: string,
  rooms: number,
) {
  const plain = { ...stay.offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false };
  const extras = { ...plain, extraBedCount: 1, lateCheckOut: true };
  const reservationId = await saveDraft(
    page.request,
    { ...stay, nights: 2 },
    Array.from({ length: rooms }, (_, index) => (index === 0 ? extras : plain)),
  );
  const guests = Array.from({ length: rooms }, (_, roomIndex) => ({
    roomIndex,
    firstName: 'مریم',
    lastName: 'احمدی',
    nationalCode: '0084575948',
  }));
  return api<{ reserveId: string; amounts: { toPay: number } }>(page, '/bookings', 'POST', {
    reservationId,
    booker: { mobile },
    guests,
  });
}
