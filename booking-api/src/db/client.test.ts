import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { cities } from './schema';
import { openTestDatabase } from './test-database';

describe('openDatabase', () => {
  it('opens an in-memory PGlite with every table migrated', async () => {
    const handle = await openTestDatabase();
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'cities',
        'hotels',
        'reservation_drafts',
        'reviews',
        'room_nights',
        'room_types',
        'site_content',
      ]),
    );
    await handle.db.insert(cities).values({
      name: 'مشهد',
      searchName: 'مشهد',
      slug: 'mashhad',
      province: 'خراسان رضوی',
      lat: 36.3,
      lng: 59.6,
    });
    expect((await handle.db.select().from(cities)).map((city) => city.slug)).toEqual(['mashhad']);
    await handle.close();
  });
});
