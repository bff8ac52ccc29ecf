// GET /road-atlas: the provinces, their main cities and the road distances of atlas-data.ts, each city we sell
// hotels in marked with its id and slug (matched by name, as normalizePersian spells it), for the page's links.
import { normalizePersian } from '@rahi/shared-contracts';
import type { AtlasCity, RoadAtlas } from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { cities } from '../db/schema';
import { ok } from '../envelope';
import { coreOperations } from '../openapi/core-operations';
import { ATLAS_SOURCE, DISTANCES, PROVINCES } from './atlas-data';

export async function roadAtlas(db: Database): Promise<RoadAtlas> {
  const sold = new Map(
    (await db.select({ id: cities.id, slug: cities.slug, name: cities.name }).from(cities)).map((city) => [
      normalizePersian(city.name),
      { id: city.id, slug: city.slug },
    ]),
  );
  const atlasCity = (name: string): AtlasCity => ({ name, sold: sold.get(normalizePersian(name)) ?? null });
  return {
    provinces: PROVINCES.map((province) => ({
      name: province.name,
      cities: province.cities.map(atlasCity),
    })),
    distances: [...DISTANCES]
      .sort((a, b) => a.km - b.km)
      .map((road) => ({
        from: atlasCity(road.from),
        to: atlasCity(road.to),
        km: road.km,
        via: [...road.via],
      })),
    source: ATLAS_SOURCE,
  };
}

export function roadAtlasRoutes(db: Database) {
  return new Hono().get('/road-atlas', describeRoute(coreOperations.getRoadAtlas), async (c) =>
    ok(c, await roadAtlas(db)),
  );
}
