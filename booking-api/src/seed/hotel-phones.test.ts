import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase, queryRows } from '../db/client';
import { hotelPhone } from './hotel-phones';
import { seedDatabase } from './index';

/** The migrations folder as it was before `tag`: its journal ends with the migration before it. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0014 on a database migrated before it', () => {
  let handle: DatabaseHandle;
  let oldFolder: string;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory', migrate: false });
    oldFolder = migrationsBefore('0014_hotel_phones');
    await migrate(handle.db as never, { migrationsFolder: oldFolder });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    fs.rmSync(oldFolder, { recursive: true, force: true });
  });

  it("gives every hotel without a phone the seed's number for its province and id, and keeps one set", async () => {
    await seedDatabase(handle.db, { hotels: 20, days: 3, today: '2026-03-10' });
    // Hotels loaded before 0007 had no phone; one number was set by hand since.
    await handle.db.execute(sql`update hotels set phone = null`);
    await handle.db.execute(sql`update hotels set phone = '021-11111111' where id = 1`);

    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await queryRows<{ id: number; phone: string | null; province: string }>(
      handle.db,
      sql`select h.id, h.phone, c.province from hotels h join cities c on c.id = h.city_id order by h.id`,
    );
    expect(rows.length).toBe(20);
    expect(rows[0]?.phone).toBe('021-11111111');
    for (const row of rows.slice(1)) expect(row.phone).toBe(hotelPhone(row.province, Number(row.id)));
    expect(new Set(rows.map((row) => row.province)).size).toBeGreaterThan(1);
  }, 120_000);
});
