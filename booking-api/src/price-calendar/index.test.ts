// The price calendar: each day's lowest free price, sold-out and closed days, the span's limit, and the
// city-nights it reads through (shared with the search, so a night read once is not read again within its TTL).
import { addDays, MAX_PRICE_CALENDAR_DAYS, PRICE_CALENDAR_TEXT, todayInTehran } from '@rahi/shared-contracts';
import { type PriceCalendar, priceCalendarSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { createCityNights } from '../cities/city-nights';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedDatabase } from '../seed';
import { buildBookingApp, flushBookingApps } from '../testing/booking-fixture';
import { priceCalendarRoutes } from '.';

let handle: DatabaseHandle;
let cityId: number;
let hotelId: number;
const today = todayInTehran();

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 12, days: 20 });
  const [first] = await queryRows<{ id: number; city_id: number }>(
    handle.db,
    sql`select id, city_id from hotels order by id limit 1`,
  );
  if (!first) throw new Error('the seed has no hotel');
  hotelId = first.id;
  cityId = first.city_id;
}, 120_000);

afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

/** The whole app, with a city-nights cache of its own: nothing cached by an earlier test. */
const routes = () => buildBookingApp(handle).app;
const ask = async (app: { request(path: string): Response | Promise<Response> }, path: string) => {
  const response = await app.request(path);
  return {
    status: response.status,
    body: (await response.json()) as { data: PriceCalendar; meta: { errors: string[] } },
  };
};
const dayOf = (calendar: PriceCalendar, date: string) => calendar.days.find((day) => day.date === date);

/** The lowest customer price of a room type with a free room, as the database says, for a night. */
async function lowestFree(where: ReturnType<typeof sql>, date: string) {
  const [row] = await queryRows<{ lowest: number | null }>(
    handle.db,
    sql`select min(customer_price)::float8 as lowest from room_nights where ${where} and date = ${date} and free_count > 0`,
  );
  return row?.lowest ?? null;
}

describe('GET /cities/:id/price-calendar', () => {
  it("gives every day of the span its lowest free room's price per night", async () => {
    const to = addDays(today, 13);
    const { status, body } = await ask(routes(), `/cities/${cityId}/price-calendar?from=${today}&to=${to}`);

    expect(status).toBe(200);
    const calendar = priceCalendarSchema.parse(body.data);
    expect(calendar.days.map((day) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays(today, i)),
    );
    for (const date of [today, addDays(today, 5), to]) {
      expect(dayOf(calendar, date)).toEqual({
        date,
        price: await lowestFree(sql`city_id = ${cityId}`, date),
        status: 'available',
      });
    }
  });

  it('says a night is sold out when every room of the city is taken, and closed where nothing is priced', async () => {
    const full = addDays(today, 3);
    await handle.db.execute(
      sql`update room_nights set free_count = 0 where city_id = ${cityId} and date = ${full}`,
    );
    // The seed prices 20 days: the 25th day has no price at all.
    const unpriced = addDays(today, 25);

    const { body } = await ask(routes(), `/cities/${cityId}/price-calendar?from=${today}&to=${unpriced}`);

    expect(dayOf(body.data, full)).toEqual({ date: full, price: null, status: 'sold_out' });
    expect(dayOf(body.data, unpriced)).toEqual({ date: unpriced, price: null, status: 'closed' });
    expect(dayOf(body.data, addDays(today, 4))?.status).toBe('available');
  });

  it('answers a span of up to 62 days and refuses a longer or reversed one in Persian (400)', async () => {
    const app = routes();
    const longest = await ask(app, `/cities/${cityId}/price-calendar?from=${today}&to=${addDays(today, 61)}`);
    expect(longest.status).toBe(200);
    expect(longest.body.data.days).toHaveLength(MAX_PRICE_CALENDAR_DAYS);

    const tooLong = await ask(app, `/cities/${cityId}/price-calendar?from=${today}&to=${addDays(today, 62)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.meta.errors).toEqual([PRICE_CALENDAR_TEXT.rangeTooLong]);

    const reversed = await ask(app, `/cities/${cityId}/price-calendar?from=${addDays(today, 2)}&to=${today}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.meta.errors).toEqual([PRICE_CALENDAR_TEXT.rangeReversed]);
  });

  it('refuses a missing or unreal date with a Persian 422, and an unknown city with 404', async () => {
    const app = routes();
    const unreal = await ask(app, `/cities/${cityId}/price-calendar?from=${today}&to=2027-02-30`);
    expect(unreal.status).toBe(422);
    expect(unreal.body.meta.errors.join(' ')).toMatch(/[\u0600-\u06FF]/);
    expect(unreal.body.meta.errors.join(' ')).not.toMatch(/Invalid|expected/);
    expect((await ask(app, `/cities/${cityId}/price-calendar?from=${today}`)).status).toBe(422);
    expect((await ask(app, `/cities/999999/price-calendar?from=${today}&to=${today}`)).status).toBe(404);
  });

  it('reads each city-night once per TTL, and shares the nights the search has read', async () => {
    const cityNights = createCityNights(handle.db, 60_000);
    const app = priceCalendarRoutes(handle.db, cityNights);
    const night = addDays(today, 7);
    const searched = addDays(today, 8);
    // The search reads one night's rows; the calendar then reads the other nights only.
    await cityNights.rows(cityId, searched);
    const path = `/cities/${cityId}/price-calendar?from=${night}&to=${searched}`;
    const first = await ask(app, path);

    await handle.db.execute(
      sql`update room_nights set customer_price = 1000 where city_id = ${cityId} and date in (${night}, ${searched})`,
    );
    const second = await ask(app, path);
    const fresh = await ask(routes(), path);

    expect(second.body.data).toEqual(first.body.data);
    expect(dayOf(first.body.data, searched)?.price).not.toBe(1000);
    expect(dayOf(fresh.body.data, night)?.price).toBe(1000);
    expect(dayOf(fresh.body.data, searched)?.price).toBe(1000);
    // The search still gets the rows of a night the calendar read first.
    expect((await cityNights.rows(cityId, night)).length).toBeGreaterThan(0);
  });
});

describe('GET /hotels/:id/price-calendar', () => {
  it("gives the hotel's own lowest free price, a sold-out night and a closed night", async () => {
    const sold = addDays(today, 10);
    const closed = addDays(today, 11);
    await handle.db.execute(
      sql`update room_nights set free_count = 0 where hotel_id = ${hotelId} and date = ${sold}`,
    );
    await handle.db.execute(sql`delete from room_nights where hotel_id = ${hotelId} and date = ${closed}`);
    const priced = addDays(today, 12);

    const { status, body } = await ask(
      routes(),
      `/hotels/${hotelId}/price-calendar?from=${sold}&to=${priced}`,
    );

    expect(status).toBe(200);
    expect(body.data.days).toEqual([
      { date: sold, price: null, status: 'sold_out' },
      { date: closed, price: null, status: 'closed' },
      { date: priced, price: await lowestFree(sql`hotel_id = ${hotelId}`, priced), status: 'available' },
    ]);
  });

  it("uses the city's cached rows where the search has read them", async () => {
    const cityNights = createCityNights(handle.db, 60_000);
    const app = priceCalendarRoutes(handle.db, cityNights);
    const night = addDays(today, 13);
    const before = await lowestFree(sql`hotel_id = ${hotelId}`, night);
    await cityNights.rows(cityId, night);
    await handle.db.execute(
      sql`update room_nights set customer_price = 1000 where hotel_id = ${hotelId} and date = ${night}`,
    );

    const { body } = await ask(app, `/hotels/${hotelId}/price-calendar?from=${night}&to=${night}`);

    expect(body.data.days).toEqual([{ date: night, price: before, status: 'available' }]);
  });

  it('answers 404 for an unknown hotel and 400 for a span over 62 days', async () => {
    const app = routes();
    expect((await ask(app, `/hotels/999999/price-calendar?from=${today}&to=${today}`)).status).toBe(404);
    const tooLong = await ask(
      app,
      `/hotels/${hotelId}/price-calendar?from=${today}&to=${addDays(today, 70)}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.meta.errors).toEqual([PRICE_CALENDAR_TEXT.rangeTooLong]);
  });
});
