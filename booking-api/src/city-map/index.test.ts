import {
  cityHotelsSchema,
  cityLandmarksSchema,
  cityMapSchema,
  envelopeSchema,
} from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { cities, cityLandmarks } from '../db/schema';
import { seedLandmarksIfEmpty } from '../seed/maps/landmarks';
import { buildBookingApp, flushBookingApps, openSeededDatabase, STAY } from '../testing/booking-fixture';

let handle: DatabaseHandle;
let app: ReturnType<typeof buildBookingApp>;
let mashhad: number;
beforeAll(async () => {
  handle = await openSeededDatabase({ hotels: 30, days: 12 });
  app = buildBookingApp(handle);
  const [city] = await handle.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'mashhad'));
  mashhad = city?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const stay = `checkin=${STAY.checkin}&nights=${STAY.nights}`;
const map = async (query: string) =>
  envelopeSchema(cityMapSchema).parse(await (await app.get(`/cities/${mashhad}/map?${query}`)).json()).data;
const list = async (query: string) =>
  envelopeSchema(cityHotelsSchema).parse(
    await (await app.get(`/cities/${mashhad}/hotels?${query}&pageSize=50`)).json(),
  ).data;

describe('GET /cities/:id/map', () => {
  it('places every hotel of the list, with the price per night its card shows', async () => {
    const [onMap, listed] = await Promise.all([map(stay), list(stay)]);
    expect(listed.total).toBeGreaterThan(1);
    expect(onMap.hotels.map((hotel) => hotel.id).sort()).toEqual(listed.items.map((card) => card.id).sort());
    for (const card of listed.items) {
      const marker = onMap.hotels.find((hotel) => hotel.id === card.id);
      expect(marker).toMatchObject({ name: card.name, slug: card.slug, fromPrice: card.fromPrice });
      // Around Mashhad, not at 0,0.
      expect(Math.abs((marker?.lat ?? 0) - 36.3)).toBeLessThan(0.5);
      expect(Math.abs((marker?.lng ?? 0) - 59.6)).toBeLessThan(0.5);
    }
  });

  it('keeps the hotels the list filters keep, whatever page the list is on', async () => {
    const all = await map(stay);
    const stars = all.hotels[0]?.stars ?? 0;
    const [onMap, listed] = await Promise.all([
      map(`${stay}&stars=${stars}&page=2&pageSize=1`),
      list(`${stay}&stars=${stars}`),
    ]);
    expect(onMap.hotels.length).toBeLessThan(all.hotels.length);
    expect(onMap.hotels.map((hotel) => hotel.id).sort()).toEqual(listed.items.map((card) => card.id).sort());
    for (const hotel of onMap.hotels) expect(hotel.stars).toBe(stars);
  });

  it("draws Mashhad's shrine, railway station and airport", async () => {
    const { landmarks, centre } = await map(stay);
    expect(landmarks.map((landmark) => landmark.kind).sort()).toEqual(['airport', 'railway', 'shrine']);
    expect(landmarks.find((landmark) => landmark.kind === 'shrine')?.name).toBe('حرم امام رضا (ع)');
    expect(landmarks.find((landmark) => landmark.kind === 'railway')?.name).toBe('ایستگاه راه‌آهن مشهد');
    expect(centre).toEqual({ lat: 36.297, lng: 59.6062 });
  });

  it('answers an unknown city with 404 and a bad filter with 422, in Persian', async () => {
    const missing = await app.get(`/cities/99999/map?${stay}`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).meta.errors).toEqual(['شهر مورد نظر پیدا نشد.']);
    const bad = await app.get(`/cities/${mashhad}/map?${stay}&stars=9`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).not.toMatch(/[Ii]nvalid|expected/);
  });
});

describe('GET /cities/:id/landmarks', () => {
  it('gives the landmarks alone', async () => {
    const response = await app.get(`/cities/${mashhad}/landmarks`);
    const { landmarks } = envelopeSchema(cityLandmarksSchema).parse(await response.json()).data;
    expect(landmarks.map((landmark) => landmark.kind).sort()).toEqual(['airport', 'railway', 'shrine']);
  });

  it('are seeded into a database seeded before they existed, once', async () => {
    expect(await seedLandmarksIfEmpty(handle.db)).toBe(false);
    await handle.db.delete(cityLandmarks);
    expect(await seedLandmarksIfEmpty(handle.db)).toBe(true);
    expect(
      (await handle.db.select().from(cityLandmarks).where(eq(cityLandmarks.cityId, mashhad))).length,
    ).toBe(2);
  });
});
