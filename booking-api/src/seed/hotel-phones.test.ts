import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, MIGRATIONS_FOLDER, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { hotelPhone } from './hotel-phones';
import { seedDatabase } from './index';

/** A migration's statements, as drizzle runs them (split at its statement breakpoints). */
function statementsOf(tag: string): string[] {
  return fs
    .readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

// Migration 0014 fills the phones of hotels loaded before 0007. The seed of today empties tables that later
// migrations made, so it cannot run on a database stopped before 0014: the hotels are seeded on a migrated
// database, put back as they were before (no phone), and 0014's own statements run on them.
describe('migration 0014 on hotels loaded without a phone', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("gives every hotel without a phone the seed's number for its province and id, and keeps one set", async () => {
    await seedDatabase(handle.db, { hotels: 20, days: 3, today: '2026-03-10' });
    // Hotels loaded before 0007 had no phone; one number was set by hand since.
    await handle.db.execute(sql`update hotels set phone = null`);
    await handle.db.execute(sql`update hotels set phone = '021-11111111' where id = 1`);

    for (const statement of statementsOf('0014_hotel_phones')) await handle.db.execute(sql.raw(statement));

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
