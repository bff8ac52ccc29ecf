import { airportSchema, envelopeSchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { cities, hotels } from '../db/schema';
import { distanceKm } from '../seed/geo';
import { buildBookingApp, openSeededDatabase } from '../testing/booking-fixture';
import { AIRPORT_NOT_FOUND } from './index';

let handle: DatabaseHandle;
let app: ReturnType<typeof buildBookingApp>;
beforeAll(async () => {
  // Enough hotels that Tehran has several and some cities on the lines have none.
  handle = await openSeededDatabase({ hotels: 40, days: 2 });
  app = buildBookingApp(handle);
}, 120_000);
afterAll(() => handle.close());

describe('GET /airports/:slug', () => {
  it("gives Mehrabad's guide, with both metro stations and the notice that terminals change", async () => {
    const response = await app.get('/airports/mehrabad');
    expect(response.status).toBe(200);
    const airport = envelopeSchema(airportSchema).parse(await response.json()).data;
    expect(airport).toMatchObject({ iata: 'THR', city: { slug: 'tehran' } });
    const stations = new Set(airport.guide.terminals.map((terminal) => terminal.metroStation));
    expect(stations).toEqual(new Set(['فرودگاه مهرآباد پایانه ۱ و ۲', 'فرودگاه مهرآباد پایانه ۴ و ۶']));
    expect(airport.guide.terminalNotice).toContain('بلیت');
  });

  it("lists the airport city's hotels nearest it first, measured from the database's coordinates", async () => {
    const airport = (await (await app.get('/airports/mehrabad')).json()).data;
    const tehranHotels = await handle.db
      .select({ id: hotels.id, lat: hotels.lat, lng: hotels.lng })
      .from(hotels)
      .innerJoin(cities, eq(cities.id, hotels.cityId))
      .where(eq(cities.slug, 'tehran'));
    expect(tehranHotels.length).toBeGreaterThan(1);
    const expected = tehranHotels
      .map((hotel) => ({ id: hotel.id, km: distanceKm(airport, hotel) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, 6)
      .map((hotel) => hotel.id);
    expect(airport.nearbyHotels.map((hotel: { id: number }) => hotel.id)).toEqual(expected);
    const distances = airport.nearbyHotels.map((hotel: { distanceKm: number }) => hotel.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers 404 with a Persian message for an airport it does not have', async () => {
    for (const slug of ['imam-khomeini', 'MEHRABAD', 'x'.repeat(61)]) {
      const response = await app.get(`/airports/${slug}`);
      expect(response.status).toBe(404);
      expect((await response.json()).meta.errors).toEqual([AIRPORT_NOT_FOUND]);
    }
  });
});
