// /popular-routes from a fresh database (the cities with most hotels, said to be a stand-in), after searches
// (counted per city and day, off the search's path; only a search's own address counts) and after paid bookings
// (per city, and the city pairs one traveller booked one after the other).
import { randomUUID } from 'node:crypto';
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import {
  envelopeSchema,
  POPULAR_SHORT_LIST,
  type PopularRoutes,
  popularRoutesSchema,
} from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookings, citySearchCounts, hotels } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { seedDatabase } from '../seed';
import { buildBookingApp, flushBookingApps } from '../testing/booking-fixture';
import { createSearchCounter, isCitySearch } from './search-counter';

let handle: DatabaseHandle;
let app: ReturnType<typeof buildBookingApp>;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 12, days: 8 });
  app = buildBookingApp(handle);
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

async function popular(): Promise<PopularRoutes> {
  const response = await app.get('/popular-routes');
  expect(response.status).toBe(200);
  return envelopeSchema(popularRoutesSchema).parse(await response.json()).data;
}

const stay = `checkin=${addDays(todayInTehran(), 1)}&nights=2`;

describe('isCitySearch', () => {
  it("counts the search box's address, and not a filtered, sorted or later page", () => {
    expect(isCitySearch({})).toBe(true);
    expect(isCitySearch({ checkin: '2026-12-01', nights: '2', adults: '3', page: '1' })).toBe(true);
    expect(isCitySearch({ checkin: '2026-12-01', nights: '2', pageSize: '10' })).toBe(true);
    expect(isCitySearch({ checkin: '2026-12-01', page: '2' })).toBe(false);
    expect(isCitySearch({ sort: 'rating', pageSize: '1' })).toBe(false);
    expect(isCitySearch({ checkin: '2026-12-01', stars: '5' })).toBe(false);
  });
});

describe('GET /popular-routes', () => {
  it('stands in the cities with the most hotels while nothing is counted, and says so', async () => {
    const routes = await popular();
    expect(routes.basis).toBe('hotels');
    expect(routes.today).toBe(todayInTehran());
    const counts = routes.destinations.map((item) => item.city.hotelsCount);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(routes.pairs).toEqual([]);
    expect(routes.mostHotels).toEqual([]);
  });

  it("counts a city's searches, not the home page's sorted reads nor a city that does not exist", async () => {
    const [hotel] = await handle.db.select({ cityId: hotels.cityId }).from(hotels).limit(1);
    const cityId = hotel?.cityId ?? 0;
    for (let i = 0; i < 3; i += 1)
      expect((await app.get(`/cities/${cityId}/hotels?${stay}`)).status).toBe(200);
    expect((await app.get(`/cities/${cityId}/hotels?sort=rating&pageSize=1`)).status).toBe(200);
    expect((await app.get(`/cities/${cityId}/hotels?${stay}&page=2`)).status).toBe(200);
    expect((await app.get(`/cities/99999/hotels?${stay}`)).status).toBe(404);
    const routes = await popular();
    expect(routes.basis).toBe('counted');
    expect(routes.destinations).toHaveLength(1);
    expect(routes.destinations[0]).toMatchObject({ city: { id: cityId }, searches: 3, bookings: 0 });
    // Under the short list, the cities with the most hotels that are not in it.
    const more = routes.mostHotels.map((item) => item.hotelsCount);
    expect(routes.mostHotels.length).toBeGreaterThan(0);
    expect(routes.mostHotels.length).toBeLessThanOrEqual(POPULAR_SHORT_LIST - 1);
    expect(routes.mostHotels.map((item) => item.id)).not.toContain(cityId);
    expect(more).toEqual([...more].sort((a, b) => b - a));
    const rows = await handle.db.select().from(citySearchCounts).where(eq(citySearchCounts.cityId, cityId));
    expect(rows).toEqual([{ cityId, day: todayInTehran(), searches: 3 }]);
  });

  it('counts paid bookings per city and the city pairs one traveller booked in check-in order', async () => {
    const byCity = new Map<number, number>();
    for (const hotel of await handle.db.select({ id: hotels.id, cityId: hotels.cityId }).from(hotels))
      if (!byCity.has(hotel.cityId)) byCity.set(hotel.cityId, hotel.id);
    const [[cityA, hotelA], [cityB, hotelB]] = [...byCity.entries()] as [[number, number], [number, number]];
    const today = todayInTehran();
    const book = (mobile: string, hotelId: number, days: number, status = 'confirmed' as const) => ({
      reserveId: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      draftId: randomUUID(),
      hotelId,
      checkin: addDays(today, days),
      nights: 1,
      bookerMobile: mobile,
      status,
      total: 1,
      hotelDiscount: 0,
      discount: 0,
      credit: 0,
      points: 0,
      toPay: 1,
      holdExpiresAt: new Date(),
      confirmedAt: new Date(),
    });
    await handle.db
      .insert(bookings)
      .values([
        book('09120000001', hotelA, 3),
        book('09120000001', hotelB, 10),
        book('09120000002', hotelA, 5),
        book('09120000002', hotelB, 7),
        { ...book('09120000003', hotelB, 2), status: 'expired' },
      ]);
    const routes = await popular();
    const a = routes.destinations.find((item) => item.city.id === cityA);
    const b = routes.destinations.find((item) => item.city.id === cityB);
    expect(a?.bookings).toBe(2);
    expect(b?.bookings).toBe(2);
    expect(routes.pairs).toEqual([
      expect.objectContaining({
        from: expect.objectContaining({ id: cityA }),
        to: expect.objectContaining({ id: cityB }),
        travellers: 2,
      }),
    ]);
  });
});

describe('createSearchCounter', () => {
  it('adds what several processes count into one row per city and day', async () => {
    const [hotel] = await handle.db.select({ cityId: hotels.cityId }).from(hotels).limit(1);
    const cityId = hotel?.cityId ?? 0;
    const day = addDays(todayInTehran(), -3);
    const one = createSearchCounter(handle.db, { today: () => day });
    const two = createSearchCounter(handle.db, { today: () => day });
    one.count(cityId);
    one.count(cityId);
    two.count(cityId);
    await Promise.all([one.flush(), two.flush()]);
    one.count(cityId);
    await one.flush();
    const rows = await handle.db.select().from(citySearchCounts).where(eq(citySearchCounts.day, day));
    expect(rows).toEqual([{ cityId, day, searches: 4 }]);
  });

  it('writes by itself a moment after a search', async () => {
    const [hotel] = await handle.db.select({ cityId: hotels.cityId }).from(hotels).limit(1);
    const cityId = hotel?.cityId ?? 0;
    const day = addDays(todayInTehran(), -4);
    createSearchCounter(handle.db, { today: () => day, flushMs: 20 }).count(cityId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await handle.db.select().from(citySearchCounts).where(eq(citySearchCounts.day, day));
    expect(rows).toEqual([{ cityId, day, searches: 1 }]);
  });
});
