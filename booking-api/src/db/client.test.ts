import { sql } from 'drizzle-orm';
import { databaseSettingsFrom, openDatabase, queryRows, STARTUP_LOCK_KEY } from './client';
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

describe('a PostgreSQL connection cut while a transaction holds it', () => {
  onPostgres('fails that transaction, keeps the process alive and answers the next query', async () => {
    const handle = await openTestDatabase();
    const other = await openTestDatabase();
    try {
      const attempt = handle.db.transaction(async (tx) => {
        const [mine] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await queryRows(other.db, sql`select pg_terminate_backend(${mine?.pid})`);
        // The server's goodbye arrives while the connection is checked out and waiting on nothing.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await queryRows(tx, sql`select 1 as one`);
      });
      await expect(attempt).rejects.toThrow();
      const [row] = await queryRows<{ one: number }>(handle.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await other.close();
      await handle.close();
    }
  });
});

describe('the pool settings', () => {
  it('reads PG_POOL_MAX and PG_STATEMENT_TIMEOUT_MS, refusing a malformed one by name', () => {
    expect(databaseSettingsFrom({})).toEqual({ poolMax: 10, statementTimeoutMs: 0 });
    expect(databaseSettingsFrom({ PG_POOL_MAX: '25', PG_STATEMENT_TIMEOUT_MS: '5000' })).toEqual({
      poolMax: 25,
      statementTimeoutMs: 5000,
    });
    expect(() => databaseSettingsFrom({ PG_POOL_MAX: '0' })).toThrow(
      'PG_POOL_MAX must be a whole number of 1',
    );
    expect(() => databaseSettingsFrom({ PG_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(
      /PG_STATEMENT_TIMEOUT_MS.*"5s"/,
    );
  });
});

describe('start-up work on a shared PostgreSQL', () => {
  onPostgres('runs one process at a time: the second waits for the first to finish', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const first = await openTestDatabase();
    const second = await openDatabase({ url, migrate: false });
    try {
      const events: string[] = [];
      const slow = first.exclusive(async () => {
        events.push('first starts');
        await new Promise((resolve) => setTimeout(resolve, 400));
        events.push('first ends');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const quick = second.exclusive(async () => {
        events.push('second runs');
      });
      await Promise.all([slow, quick]);
      expect(events).toEqual(['first starts', 'first ends', 'second runs']);
    } finally {
      await second.close();
      await first.close();
    }
  });

  onPostgres(
    "keeps the process alive when the server cuts the lock's connection while the work runs",
    async () => {
      const handle = await openTestDatabase();
      const other = await openTestDatabase();
      try {
        const done = await handle.exclusive(async () => {
          const [holder] = await queryRows<{ pid: number }>(
            other.db,
            sql`select pid from pg_locks where locktype = 'advisory' and objid::bigint = ${STARTUP_LOCK_KEY} and granted`,
          );
          await queryRows(other.db, sql`select pg_terminate_backend(${holder?.pid})`);
          // The server's goodbye reaches the lock's idle connection meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 300));
          return 'done';
        });
        expect(done).toBe('done');
        const [row] = await queryRows<{ one: number }>(handle.db, sql`select 1 as one`);
        expect(row?.one).toBe(1);
      } finally {
        await other.close();
        await handle.close();
      }
    },
  );

  onPostgres('lets instances started together migrate the same empty database without a race', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const reset = await openTestDatabase();
    await reset.db.execute(sql`drop schema if exists public cascade`);
    await reset.db.execute(sql`drop schema if exists drizzle cascade`);
    await reset.db.execute(sql`create schema public`);
    await reset.close();
    const handles = await Promise.all([openDatabase({ url }), openDatabase({ url }), openDatabase({ url })]);
    try {
      const [any] = handles;
      if (!any) throw new Error('no database opened');
      const [row] = await queryRows<{ count: number }>(
        any.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(row?.count).toBeGreaterThan(20);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  onPostgres('applies the statement timeout it is given', async () => {
    const handle = await openDatabase({
      url: process.env.TEST_DATABASE_URL as string,
      migrate: false,
      settings: { poolMax: 2, statementTimeoutMs: 200 },
    });
    try {
      const failure = await handle.db.execute(sql`select pg_sleep(1)`).then(
        () => undefined,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(failure).toMatch(/statement timeout/);
    } finally {
      await handle.close();
    }
  });
});
