// /road-atlas: every province once with its cities, every distance between cities the atlas lists, and the
// cities we sell marked with their city page's id and slug.
import { envelopeSchema, roadAtlasSchema } from '@rahi/shared-contracts/api';
import type { DatabaseHandle } from '../db/client';
import { cities } from '../db/schema';
import { buildBookingApp, openSeededDatabase } from '../testing/booking-fixture';
import { DISTANCES, PROVINCES } from './atlas-data';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

describe('the atlas data', () => {
  const atlasCities = PROVINCES.flatMap((province) => province.cities);

  it("names Iran's 31 provinces, each city once", () => {
    expect(new Set(PROVINCES.map((province) => province.name)).size).toBe(31);
    expect(new Set(atlasCities).size).toBe(atlasCities.length);
  });

  it('measures only between cities of the atlas, each pair once, in 10 km steps', () => {
    for (const road of DISTANCES) {
      expect(atlasCities).toContain(road.from);
      expect(atlasCities).toContain(road.to);
      expect(road.km % 10).toBe(0);
    }
    const pairs = DISTANCES.map((road) => [road.from, road.to].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('GET /road-atlas', () => {
  it('links every city we sell, matched by its Persian name', async () => {
    const app = buildBookingApp(handle);
    const response = await app.get('/road-atlas');
    expect(response.status).toBe(200);
    const atlas = envelopeSchema(roadAtlasSchema).parse(await response.json()).data;
    expect(atlas.provinces).toHaveLength(31);
    expect(atlas.source).toContain('۱۴۱');
    const sold = await handle.db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities);
    const atlasCities = atlas.provinces.flatMap((province) => province.cities);
    for (const city of sold)
      expect(atlasCities.find((item) => item.name === city.name)?.sold).toEqual({
        id: city.id,
        slug: city.slug,
      });
    expect(atlasCities.find((item) => item.name === 'مراغه')?.sold).toBeNull();
    const km = atlas.distances.map((road) => road.km);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(atlas.distances.find((road) => road.to.name === 'مشهد')).toMatchObject({
      from: { name: 'تهران', sold: { slug: 'tehran' } },
      km: 900,
    });
  });
});
