// Saved hotels and price alerts through app.request(): a traveller's own list with the stay's prices, the merge
// at login (a PUT repeated is a no-op), another traveller's list untouched, and the daily price check that sends
// one message when a stay gets 5 % cheaper.
import { addDays, PROFILE_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { envelopeSchema, favouriteListSchema } from '@rahi/shared-contracts/api';
import { eq, sql } from 'drizzle-orm';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase, type TestAuthApp } from '../auth/test-app';
import { createCityHotelsLoader } from '../cities/city-hotels';
import type { DatabaseHandle } from '../db/client';
import { hotels, outboxMessages, priceAlerts } from '../db/schema';
import { seedDatabase } from '../seed';
import { checkPriceAlerts, enqueuePriceDrop, type PriceDrop } from './price-alerts';

jest.setTimeout(90_000);
let handle: DatabaseHandle;
let test: TestAuthApp;
const today = todayInTehran();

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 12, days: 6, today });
  test = buildAuthApp(handle);
}, 120_000);
afterAll(async () => {
  await test.app.flushSearchCounts();
  await handle.close();
});

const hotelIds = async () =>
  (await handle.db.select({ id: hotels.id }).from(hotels).orderBy(hotels.id)).map((row) => row.id);

describe('/favourites', () => {
  it('saves, lists with the stay’s price, and removes; a repeated PUT is a no-op', async () => {
    const token = await logIn(test);
    const [first, second] = await hotelIds();
    expect((await callAs(test, token, 'PUT', `/favourites/${first}`)).status).toBe(200);
    expect((await callAs(test, token, 'PUT', `/favourites/${second}`)).status).toBe(200);
    expect((await callAs(test, token, 'PUT', `/favourites/${first}`)).status).toBe(200);

    expect((await bodyOf(await callAs(test, token, 'GET', '/favourites/ids'))).data.hotelIds.sort()).toEqual(
      [first, second].sort(),
    );
    const list = envelopeSchema(favouriteListSchema).parse(
      await bodyOf(await callAs(test, token, 'GET', `/favourites?checkin=${addDays(today, 1)}&nights=2`)),
    );
    expect(list.data.items.map((item) => item.hotel.id).sort()).toEqual([first, second].sort());
    for (const item of list.data.items) {
      expect(item.cityName).not.toBe('');
      if (item.hotel.available) expect(item.hotel.fromPrice).toBeGreaterThan(0);
    }

    expect((await bodyOf(await callAs(test, token, 'GET', `/favourites/${first}`))).data).toEqual({
      hotelId: first,
      saved: true,
    });
    expect((await callAs(test, token, 'DELETE', `/favourites/${first}`)).status).toBe(200);
    expect((await bodyOf(await callAs(test, token, 'GET', `/favourites/${first}`))).data.saved).toBe(false);
    expect((await bodyOf(await callAs(test, token, 'GET', '/favourites/ids'))).data.hotelIds).toEqual([
      second,
    ]);
  });

  it('needs a login, keeps each traveller’s list their own, and answers an unknown hotel with 404', async () => {
    const [first] = await hotelIds();
    expect((await callAs(test, undefined, 'GET', '/favourites')).status).toBe(401);
    expect((await callAs(test, undefined, 'PUT', `/favourites/${first}`)).status).toBe(401);
    const owner = await logIn(test);
    const other = await logIn(test);
    await callAs(test, owner, 'PUT', `/favourites/${first}`);
    expect((await bodyOf(await callAs(test, other, 'GET', '/favourites/ids'))).data.hotelIds).toEqual([]);
    await callAs(test, other, 'DELETE', `/favourites/${first}`);
    expect((await bodyOf(await callAs(test, owner, 'GET', '/favourites/ids'))).data.hotelIds).toEqual([
      first,
    ]);

    const missing = await callAs(test, owner, 'PUT', '/favourites/999999');
    expect(missing.status).toBe(404);
    expect((await bodyOf(missing)).meta.errors).toEqual([PROFILE_MESSAGES.favouriteHotelNotFound]);
    expect((await callAs(test, owner, 'PUT', '/favourites/abc')).status).toBe(404);
    const badStay = await callAs(test, owner, 'GET', '/favourites?nights=0');
    expect(badStay.status).toBe(422);
    expect((await bodyOf(badStay)).meta.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('price alerts', () => {
  const stay = { checkin: addDays(today, 2), nights: 1, adults: 2 };

  async function availableHotel() {
    const loader = createCityHotelsLoader(handle.db, { stayTtlMs: 0 });
    for (const row of await handle.db.select({ id: hotels.id, cityId: hotels.cityId }).from(hotels)) {
      const { cards } = await loader(row.cityId, { ...stay, checkout: addDays(stay.checkin, 1) }, 2);
      const card = cards.find((item) => item.hotel.id === row.id);
      if (card?.available) return { hotelId: row.id, price: card.fromPrice as number };
    }
    throw new Error('the seed has no free room on that night');
  }

  const run = async (sent: PriceDrop[], now = new Date(), again = false) =>
    checkPriceAlerts({
      db: handle.db,
      loadCityHotels: createCityHotelsLoader(handle.db, { stayTtlMs: 0 }),
      notify: async (_tx, drop) => {
        sent.push(drop);
      },
      now,
      again,
    });

  it('records the price, sends one message when the stay gets 5 % cheaper, then ends', async () => {
    const token = await logIn(test);
    const { hotelId, price } = await availableHotel();
    const created = await callAs(test, token, 'POST', '/price-alerts', { hotelId, ...stay });
    expect(created.status).toBe(201);
    const alert = (await bodyOf(created)).data;
    expect(alert).toMatchObject({ hotelId, basePrice: price, status: 'watching' });
    // The same stay asked again keeps the one alert.
    expect(
      (await bodyOf(await callAs(test, token, 'POST', '/price-alerts', { hotelId, ...stay }))).data.id,
    ).toBe(alert.id);

    const sent: PriceDrop[] = [];
    // A drop of 4 %: compared, not sent; compared again the same day: skipped.
    await handle.db.execute(
      sql`update room_nights set customer_price = round(customer_price * 0.96) where hotel_id = ${hotelId} and date = ${stay.checkin}`,
    );
    expect((await run(sent)).sent).toBe(0);
    await handle.db.execute(
      sql`update room_nights set customer_price = round(customer_price * 0.9) where hotel_id = ${hotelId} and date = ${stay.checkin}`,
    );
    expect((await run(sent)).sent).toBe(0);
    // The next day, a drop of ~14 % is sent once.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [first, second] = await Promise.all([run(sent, tomorrow), run(sent, tomorrow)]);
    expect(first.sent + second.sent).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.newPrice).toBeLessThan(price * 0.95);
    expect(sent[0]?.alert.id).toBe(alert.id);
    const [row] = await handle.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(row?.status).toBe('sent');
    expect((await run(sent, new Date(Date.now() + 2 * 86_400_000))).sent).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('compares again the same day when asked to (the dev check), and still sends once', async () => {
    const token = await logIn(test);
    const { hotelId } = await availableHotel();
    const alert = (await bodyOf(await callAs(test, token, 'POST', '/price-alerts', { hotelId, ...stay })))
      .data;
    const sent: PriceDrop[] = [];
    // The day's sweep compares it before the price falls (what raced the e2e test).
    await run(sent);
    await handle.db.execute(
      sql`update room_nights set customer_price = round(customer_price * 0.8) where hotel_id = ${hotelId} and date = ${stay.checkin}`,
    );
    expect((await run(sent)).sent).toBe(0);
    await run(sent, new Date(), true);
    expect(sent.filter((drop) => drop.alert.id === alert.id)).toHaveLength(1);
    await run(sent, new Date(), true);
    expect(sent.filter((drop) => drop.alert.id === alert.id)).toHaveLength(1);
  });

  it('writes its message to the outbox with the hotel, the new price and a link to the stay', async () => {
    const token = await logIn(test);
    const { hotelId } = await availableHotel();
    const alert = (await bodyOf(await callAs(test, token, 'POST', '/price-alerts', { hotelId, ...stay })))
      .data;
    await handle.db.execute(
      sql`update room_nights set customer_price = round(customer_price * 0.8) where hotel_id = ${hotelId} and date = ${stay.checkin}`,
    );
    const now = new Date();
    const result = await checkPriceAlerts({
      db: handle.db,
      loadCityHotels: createCityHotelsLoader(handle.db, { stayTtlMs: 0 }),
      notify: (tx, drop) => enqueuePriceDrop(tx, drop, { now, origin: 'https://rahi.test' }),
      now,
    });
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const rows = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `price_alert:${alert.id}`));
    expect(rows.map((row) => row.channel)).toEqual(['sms']);
    const [hotel] = await handle.db.select().from(hotels).where(eq(hotels.id, hotelId));
    expect(rows[0]?.params).toMatchObject({
      hotelName: hotel?.name,
      link: `https://rahi.test/hotel/${hotelId}/hotel?checkin=${stay.checkin}&nights=1`,
    });
    expect(Number(rows[0]?.params.amount)).toBeLessThan(alert.basePrice);
  });

  it('ends an alert whose check-in has passed, and keeps alerts to their owner', async () => {
    const token = await logIn(test);
    const other = await logIn(test);
    const { hotelId } = await availableHotel();
    const alert = (await bodyOf(await callAs(test, token, 'POST', '/price-alerts', { hotelId, ...stay })))
      .data;
    expect((await callAs(test, other, 'DELETE', `/price-alerts/${alert.id}`)).status).toBe(404);
    expect((await bodyOf(await callAs(test, other, 'GET', '/price-alerts'))).data.items).toEqual([]);
    const afterStay = new Date(Date.now() + 5 * 86_400_000);
    expect((await run([], afterStay)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await handle.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(row?.status).toBe('expired');
    expect((await callAs(test, token, 'DELETE', `/price-alerts/${alert.id}`)).status).toBe(200);
  });

  it('refuses a stay in the past or too long with a Persian message, and a sold-out stay', async () => {
    const token = await logIn(test);
    const { hotelId } = await availableHotel();
    const past = await callAs(test, token, 'POST', '/price-alerts', {
      hotelId,
      ...stay,
      checkin: addDays(today, -1),
    });
    expect(past.status).toBe(422);
    expect((await bodyOf(past)).meta.errors[0]).toMatch(/[\u0600-\u06FF]/);
    const tooLong = await callAs(test, token, 'POST', '/price-alerts', { hotelId, ...stay, nights: 99 });
    expect(tooLong.status).toBe(422);
    await handle.db.execute(
      sql`update room_nights set free_count = 0 where hotel_id = ${hotelId} and date = ${addDays(today, 3)}`,
    );
    const soldOut = await callAs(test, token, 'POST', '/price-alerts', {
      hotelId,
      ...stay,
      checkin: addDays(today, 3),
    });
    expect(soldOut.status).toBe(422);
    expect((await bodyOf(soldOut)).meta.errors).toEqual([PROFILE_MESSAGES.priceAlertSoldOut]);
  });
});
