// Prices in the date picker: on a hotel's page, the search box's picker shows each day's lowest price per night in
// short Toman, the cheaper days marked, and a night this test sells out (every free room of the hotel held by a
// booking of its own, far ahead where no other journey books) is disabled with its reason and cannot be chosen;
// at 390 and 1280 px. The prices are asked only once the picker opens.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageReady } from './hydration-watch';
import { api, freshMobile, saveDraft, tehranDay } from './reservation-helpers';

const FULL_NIGHT = tehranDay(120);

/** A room type's offer as /hotels/:id/rooms gives it (the draft takes it whole). */
interface RoomOffer {
  id: number;
  freeCount: number;
  totalCustomerPrice: number;
  [field: string]: unknown;
}
interface Hotel {
  id: number;
  slug: string;
}

/** A hotel with a few rooms free on `night` (from the last hotels, which other journeys do not pick). */
async function hotelWithFewRooms(page: Page, night: string) {
  for (let id = 470; id > 300; id--) {
    const rooms = await api<RoomOffer[]>(page, `/hotels/${id}/rooms?checkin=${night}&nights=1`);
    const free = rooms.reduce((sum, room) => sum + room.freeCount, 0);
    if (free >= 1 && free <= 6) return { hotel: await api<Hotel>(page, `/hotels/${id}`), rooms };
  }
  throw new Error(`no hotel has one to six rooms free on ${night}`);
}

/** Holds every free room of the hotel on `night` with one booking (pending payment: its rooms are taken). */
async function sellOut(page: Page, hotelId: number, night: string, rooms: RoomOffer[]) {
  const chosen = rooms.flatMap((room) =>
    Array.from({ length: room.freeCount }, () => ({
      ...room,
      extraBedCount: 0,
      earlyCheckIn: false,
      lateCheckOut: false,
    })),
  );
  const reservationId = await saveDraft(page.request, { hotelId, checkin: night, nights: 1 }, chosen);
  await api(page, '/bookings', 'POST', {
    reservationId,
    booker: { mobile: freshMobile() },
    guests: chosen.map((_, roomIndex) => ({
      roomIndex,
      firstName: 'سارا',
      lastName: 'کریمی',
      nationalCode: '0084575948',
    })),
  });
}

/** Turns the picker's months forward until `date` is shown; its day cell. */
async function showDay(picker: Locator, date: string): Promise<Locator> {
  const cell = picker.locator(`[role="gridcell"][data-date="${date}"]`);
  for (let turns = 0; turns < 8 && !(await cell.isVisible()); turns++) {
    await picker.getByRole('button', { name: 'ماه بعد' }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

test('the date picker shows prices and refuses a sold-out night, at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const { hotel, rooms } = await hotelWithFewRooms(page, FULL_NIGHT);
  await sellOut(page, hotel.id, FULL_NIGHT, rooms);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/handle-api') && request.postData()?.includes('price-calendar'))
        asked.push(request.postData() ?? '');
    });
    await page.goto(`/hotel/${hotel.id}/${hotel.slug}?checkin=${tehranDay(2)}&nights=1`);
    const checkin = page.getByRole('combobox', { name: 'تاریخ ورود' }).first();
    await expect(checkin).toBeVisible();
    // The server drew the search box; its picker opens once the page has hydrated.
    await pageReady(page);
    expect(asked, 'no prices before the picker opens').toEqual([]);

    await checkin.click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    // Days shown carry their price: short under the day, in full in its name.
    const priced = picker.getByRole('gridcell', { name: /کمترین قیمت هر شب [۰-۹٬]+ تومان/ }).first();
    await expect(priced).toBeVisible();
    await expect(priced).toContainText(/[۰-۹]+(٫[۰-۹])?[مه]/);
    await expect(picker.getByText(/یک‌سوم ارزان‌تر/)).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`prices-${width}.png`) });

    const full = await showDay(picker, FULL_NIGHT);
    await expect(full).toHaveAttribute('aria-disabled', 'true');
    await expect(full).toHaveAccessibleName(/ظرفیت تکمیل$/);
    await expect(full).toContainText('تکمیل');
    await page.screenshot({ path: test.info().outputPath(`sold-out-${width}.png`) });
    await full.click({ force: true });
    // Not taken: the picker stays open and the day unselected.
    await expect(picker).toBeVisible();
    await expect(full).toHaveAttribute('aria-selected', 'false');
    // A day with a price is taken as the check-in.
    const open = picker.getByRole('gridcell', { name: /کمترین قیمت هر شب/ }).first();
    await open.click();
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
  }
});
