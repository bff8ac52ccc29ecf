// The whole dataset, as `npm run seed` loads it, into an in-memory database (about 15 s on PGlite).
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { type SeedResult, seedDatabase } from './index';

let handle: DatabaseHandle;
let result: SeedResult;

beforeAll(async () => {
  handle = await openTestDatabase();
  result = await seedDatabase(handle.db, { today: '2026-03-10' });
}, 120_000);

afterAll(() => handle.close());

describe('the full seed', () => {
  it('loads 30+ cities, 400+ hotels and a price for each of 400 nights of every room type', () => {
    expect(result.cities).toBeGreaterThanOrEqual(30);
    expect(result.hotels).toBeGreaterThanOrEqual(400);
    expect(result.roomNights).toBe(result.roomTypes * 400);
  });

  it('has the most hotels in Mashhad, then Tehran', async () => {
    const top = await queryRows<{ slug: string }>(
      handle.db,
      sql`select c.slug from hotels h join cities c on c.id = h.city_id group by c.slug order by count(*) desc limit 2`,
    );
    expect(top.map((row) => row.slug)).toEqual(['mashhad', 'tehran']);
  });

  it('prices weekends above weekdays on average and sells out 3–8% of nights', async () => {
    const [stats] = await queryRows<{ weekend: number; sold: number; nights: number }>(
      handle.db,
      sql`select
        (avg(board_price) filter (where extract(dow from date) in (4, 5))
          / avg(board_price) filter (where extract(dow from date) not in (4, 5)))::float8 as weekend,
        (count(*) filter (where free_count = 0))::float8 / count(*) as sold,
        count(*)::int as nights
      from room_nights`,
    );
    expect(stats?.nights).toBe(result.roomNights);
    expect(stats?.weekend).toBeGreaterThan(1.08);
    expect(stats?.sold).toBeGreaterThan(0.03);
    expect(stats?.sold).toBeLessThan(0.08);
  });
});
