// The database a test runs on: in-memory PGlite by default, or the real PostgreSQL server named by
// TEST_DATABASE_URL (CI sets it), emptied and migrated afresh. With PostgreSQL, run jest --runInBand:
// the test files share one database.
//
// A new PGlite cluster costs 8-11 s of initdb on a busy machine, once per test file. Jest's global setup
// (jest-global-setup.ts) makes one migrated cluster and leaves its dump at TEST_PGLITE_TEMPLATE; starting from
// the dump takes about 2 s. Without it (a test run some other way) each database is made from scratch.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from './client';

let template: Blob | undefined;

function migratedTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!template && file && fs.existsSync(file)) template = new Blob([fs.readFileSync(file)]);
  return template;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory', loadDataDir: migratedTemplate() });
  const reset = await openDatabase({ url, migrate: false });
  await reset.db.execute(sql`drop schema if exists public cascade`);
  await reset.db.execute(sql`drop schema if exists drizzle cascade`);
  await reset.db.execute(sql`create schema public`);
  await reset.close();
  return openDatabase({ url });
}
