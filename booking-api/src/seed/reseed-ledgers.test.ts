import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedDatabase } from './index';

const OPTIONS = { hotels: 20, days: 3, today: '2026-03-10' } as const;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, OPTIONS);
}, 120_000);

afterAll(() => handle.close());

describe('reseeding', () => {
  it('keeps the accounts and their balances, and no ledger row points at a booking id given out again', async () => {
    const [user] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into users (mobile, created_at) values ('09120000777', now()) returning id`,
    );
    const userId = Number(user?.id);
    const [booking] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into bookings (user_id, draft_id, hotel_id, checkin, nights, booker_mobile, reserve_id, status,
            hold_expires_at, total, hotel_discount, discount, credit, points, points_used, to_pay)
          values (${userId}, gen_random_uuid(), 1, '2026-03-12', 1, '09120000777', '87654321', 'confirmed', now(),
            1000, 0, 0, 1000, 0, 5, 0)
          returning id`,
    );
    const bookingId = Number(booking?.id);
    await handle.db.execute(
      sql`insert into wallet_entries (user_id, amount, reason, booking_id) values (${userId}, 5000, 'هدیه', null),
            (${userId}, -1000, 'پرداخت رزرو 87654321', ${bookingId})`,
    );
    await handle.db.execute(
      sql`insert into point_entries (user_id, points, reason, booking_id) values (${userId}, -5, 'پرداخت رزرو 87654321', ${bookingId})`,
    );

    await seedDatabase(handle.db, OPTIONS);

    const ledger = await queryRows<{ amount: string; booking_id: number | null }>(
      handle.db,
      sql`select amount, booking_id from wallet_entries where user_id = ${userId} order by id`,
    );
    expect(ledger.map((row) => [Number(row.amount), row.booking_id])).toEqual([
      [5000, null],
      [-1000, null],
    ]);
    const points = await queryRows<{ booking_id: number | null }>(
      handle.db,
      sql`select booking_id from point_entries where user_id = ${userId}`,
    );
    expect(points).toEqual([{ booking_id: null }]);
  }, 120_000);
});
