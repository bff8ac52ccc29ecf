// Runs once before booking-api's test files (jest.config.js): a PGlite cluster with every migration applied,
// dumped to a temporary file that openTestDatabase starts each in-memory database from. Not a test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../db/client';

export default async function makeMigratedTemplate() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Test workers start after this and inherit the variable.
  process.env.TEST_PGLITE_TEMPLATE = file;
}
