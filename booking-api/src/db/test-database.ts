// The database a test runs on: in-memory PGlite by default, or the real PostgreSQL server named by
// TEST_DATABASE_URL (CI sets it), emptied and migrated afresh. With PostgreSQL, run jest --runInBand:
// the test files share one database.
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from './client';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory' });
  const reset = await openDatabase({ url, migrate: false });
  await reset.db.execute(sql`drop schema if exists public cascade`);
  await reset.db.execute(sql`drop schema if exists drizzle cascade`);
  await reset.db.execute(sql`create schema public`);
  await reset.close();
  return openDatabase({ url });
}
