import { envelopeSchema, railwayNetworkSchema } from '@rahi/shared-contracts/api';
import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { cities, hotels, railwayStations } from '../db/schema';
import { seedMapsIfEmpty } from '../seed/maps';
import { LINES } from '../seed/maps/railway';
import { buildBookingApp, openSeededDatabase } from '../testing/booking-fixture';

let handle: DatabaseHandle;
let app: ReturnType<typeof buildBookingApp>;
beforeAll(async () => {
  // Enough hotels that Tehran has several and some cities on the lines have none.
  handle = await openSeededDatabase({ hotels: 40, days: 2 });
  app = buildBookingApp(handle);
}, 120_000);
afterAll(() => handle.close());

const network = async () =>
  envelopeSchema(railwayNetworkSchema).parse(await (await app.get('/railway-lines')).json()).data;

describe('GET /railway-lines', () => {
  it('gives every seeded line with its stations in travel order, each station once', async () => {
    const data = await network();
    expect(data.lines.map((line) => line.slug)).toEqual(LINES.map((line) => line.slug));
    expect(data.lines.find((line) => line.slug === 'tehran-mashhad')?.stations).toEqual([
      'tehran',
      'garmsar',
      'semnan',
      'damghan',
      'shahrud',
      'neyshabur',
      'mashhad',
    ]);
    const slugs = data.stations.map((station) => station.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const line of data.lines) for (const stop of line.stations) expect(slugs).toContain(stop);
  });

  it('links a station to its city exactly when that city has hotels in the database', async () => {
    const counts = new Map(
      (
        await handle.db
          .select({ slug: cities.slug, hotels: count(hotels.id) })
          .from(cities)
          .leftJoin(hotels, eq(hotels.cityId, cities.id))
          .groupBy(cities.slug)
      ).map((row) => [row.slug, row.hotels]),
    );
    const data = await network();
    expect(data.stations.find((station) => station.slug === 'tehran')?.city).toMatchObject({
      slug: 'tehran',
      hotelsCount: counts.get('tehran'),
    });
    for (const station of data.stations) {
      const sold = (counts.get(station.slug) ?? 0) > 0;
      expect({ station: station.slug, linked: station.city !== null }).toEqual({
        station: station.slug,
        linked: sold,
      });
    }
    // A station of no seeded city (Garmsar) is never linked.
    const garmsar = data.stations.find((station) => station.slug === 'garmsar');
    expect(garmsar?.city).toBeNull();
  });

  it('is seeded once into a database that had no map content', async () => {
    expect(await seedMapsIfEmpty(handle.db)).toBe(false);
    const [row] = await handle.db.select({ n: count() }).from(railwayStations);
    expect(row?.n).toBeGreaterThan(30);
  });
});
