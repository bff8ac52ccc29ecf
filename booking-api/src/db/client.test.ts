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

// On PostgreSQL only (TEST_DATABASE_URL, as CI runs the tests): a restarted server cuts the pool's idle
// connections. Unheard, the pool's 'error' event ended the process (the gateway's booking-api thread with it).
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
describe('a PostgreSQL pool whose idle connections the server cuts', () => {
  onPostgres('keeps the process alive and answers the next query on a new connection', async () => {
    const handle = await openTestDatabase();
    const other = await openTestDatabase();
    try {
      const [mine] = await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`);
      const cut = await queryRows<{ done: boolean }>(
        other.db,
        sql`select pg_terminate_backend(${mine?.pid}) as done`,
      );
      expect(cut[0]?.done).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await queryRows<{ one: number }>(handle.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await other.close();
      await handle.close();
    }
  });
});
