import { envelopeSchema, sitemapEntriesSchema } from '@rahi/shared-contracts/api';
import type { DatabaseHandle } from '../db/client';
import { cities, hotels } from '../db/schema';
import { ARTICLES } from '../seed/content/articles';
import { PAGES } from '../seed/content/pages';
import { buildBookingApp, openSeededDatabase } from '../testing/booking-fixture';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

describe('GET /sitemap-entries', () => {
  it('lists every city, hotel, page, article and map page with its last change', async () => {
    const response = await buildBookingApp(handle).get('/sitemap-entries');
    const entries = envelopeSchema(sitemapEntriesSchema).parse(await response.json()).data;
    expect(entries.cities).toHaveLength((await handle.db.select().from(cities)).length);
    expect(entries.hotels).toHaveLength((await handle.db.select().from(hotels)).length);
    expect(entries.pages.map((page) => page.path).sort()).toEqual(PAGES.map((page) => page.path).sort());
    expect(entries.articles).toHaveLength(ARTICLES.length);
    expect(entries.maps.map((map) => map.path)).toEqual(['railway-map', 'mehrabad-map']);
  });
});
