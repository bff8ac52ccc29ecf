import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { isDatabaseEmpty, type SeedResult, seedDatabase, seedIfEmpty } from './index';

const OPTIONS = { hotels: 20, days: 30, today: '2026-03-10' } as const;

let handle: DatabaseHandle;
let result: SeedResult;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

/** A fingerprint of every seeded row that the seed decides (not timestamps of the insert). */
async function fingerprint(database: DatabaseHandle) {
  const [row] = await queryRows<{ hotels: string; rooms: string; nights: string; reviews: string }>(
    database.db,
    sql`select
      (select md5(string_agg(h::text, '|' order by h.id)) from hotels h) as hotels,
      (select md5(string_agg(r::text, '|' order by r.id)) from room_types r) as rooms,
      (select md5(string_agg(n::text, '|' order by n.room_type_id, n.date)) from room_nights n) as nights,
      (select md5(string_agg(v::text, '|' order by v.id)) from reviews v) as reviews`,
  );
  return row;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  result = await seedDatabase(handle.db, OPTIONS);
});

afterAll(() => handle.close());

describe('seedDatabase with a small subset', () => {
  it('leaves room_nights with every index and foreign key it had before the bulk load', async () => {
    const indexes = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'room_nights' order by indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual([
      'room_nights_city_date_idx',
      'room_nights_date_idx',
      'room_nights_room_type_id_date_pk',
    ]);
    const keys = await rows<{ definition: string }>(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'room_nights'::regclass and contype = 'f' order by 1`,
    );
    expect(keys.map((row) => row.definition)).toEqual([
      'FOREIGN KEY (city_id) REFERENCES cities(id)',
      'FOREIGN KEY (hotel_id) REFERENCES hotels(id)',
      'FOREIGN KEY (room_type_id) REFERENCES room_types(id)',
    ]);
    const [covering] = await rows<{ definition: string }>(
      sql`select indexdef as definition from pg_indexes where indexname = 'room_nights_city_date_idx'`,
    );
    expect(covering?.definition).toContain(
      'INCLUDE (hotel_id, room_type_id, customer_price, board_price, free_count, closed)',
    );
  });

  it('reports what it loaded and how long it took', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from cities) as cities, (select count(*)::int from hotels) as hotels,
      (select count(*)::int from room_types) as "roomTypes", (select count(*)::int from room_nights) as "roomNights",
      (select count(*)::int from reviews) as reviews`);
    expect(counts).toEqual({
      cities: result.cities,
      hotels: 20,
      roomTypes: result.roomTypes,
      roomNights: result.roomTypes * 30,
      reviews: result.reviews,
    });
    expect(result.cities).toBeGreaterThanOrEqual(30);
    expect(result.elapsedMs).toBeGreaterThan(0);
  });

  it('prices every night of the period for every room type', async () => {
    const nights = await rows<{ n: number; first: string; last: string }>(sql`
      select count(distinct date)::int as n, min(date)::text as first, max(date)::text as last
      from room_nights group by room_type_id`);
    expect(nights).toHaveLength(result.roomTypes);
    for (const night of nights) expect(night).toEqual({ n: 30, first: '2026-03-10', last: '2026-04-08' });
  });

  it('never sells above the board price, for rooms, extra beds, early check-in or late check-out', async () => {
    const [bad] = await rows<{ n: number }>(sql`select count(*)::int as n from room_nights where
      customer_price > board_price or customer_price <= 0 or extra_customer_price > extra_board_price
      or early_customer_price > early_board_price or late_customer_price > late_board_price
      or extra_early_customer_price > extra_early_board_price or extra_late_customer_price > extra_late_board_price
      or board_price % 10000 <> 0 or customer_price % 10000 <> 0`);
    expect(bad?.n).toBe(0);
  });

  it('gives discounts of 5–35% and extra beds only to rooms that take them', async () => {
    const [range] = await rows<{ low: number; high: number; beds: number }>(sql`select
      min(1 - customer_price::float8 / board_price) as low, max(1 - customer_price::float8 / board_price) as high,
      count(*) filter (where rt.max_extra_beds = 0 and extra_board_price > 0)::int as beds
      from room_nights rn join room_types rt on rt.id = rn.room_type_id`);
    expect(range?.low).toBeGreaterThanOrEqual(0.04);
    expect(range?.high).toBeLessThanOrEqual(0.36);
    expect(range?.beds).toBe(0);
  });

  it('charges more on weekend nights: every room costs more on Thursday 12 March than on Sunday 15 March', async () => {
    const cheaper = await rows<{ id: number }>(sql`select thu.room_type_id as id
      from room_nights thu join room_nights sun on sun.room_type_id = thu.room_type_id and sun.date = '2026-03-15'
      where thu.date = '2026-03-12' and thu.board_price <= sun.board_price`);
    expect(cheaper).toEqual([]);
  });

  it('charges more on Nowruz nights than on the same room’s ordinary nights', async () => {
    const [ratio] = await rows<{ r: number }>(sql`select
      avg(board_price) filter (where date between '2026-03-21' and '2026-04-02')
        / avg(board_price) filter (where date between '2026-03-10' and '2026-03-17')::float8 as r
      from room_nights`);
    expect(ratio?.r).toBeGreaterThan(1.3);
  });

  it('keeps free rooms within the inventory and leaves some nights sold out', async () => {
    const [counts] = await rows<{ over: number; sold: number }>(sql`select
      count(*) filter (where rn.free_count > rt.inventory or rn.free_count < 0)::int as over,
      count(*) filter (where rn.free_count = 0)::int as sold
      from room_nights rn join room_types rt on rt.id = rn.room_type_id`);
    expect(counts?.over).toBe(0);
    expect(counts?.sold).toBeGreaterThan(0);
  });

  it("keeps each hotel's rating, review count, recommend share and scores equal to its reviews", async () => {
    const mismatches = await rows<{ id: number }>(sql`
      select h.id from hotels h left join lateral (
        select count(*)::int as n, round(avg(r.rating)::numeric, 1)::float8 as rating,
          round(100.0 * count(*) filter (where r.recommend) / nullif(count(*), 0))::int as recommend,
          round(avg((r.scores->>'staff')::float8)::numeric, 1)::float8 as staff
        from reviews r where r.hotel_id = h.id) agg on true
      where h.reviews_count <> agg.n
        or (agg.n > 0 and (abs(h.rating - agg.rating) > 0.051 or h.recommend_percent <> agg.recommend
          or abs((h.scores->>'staff')::float8 - agg.staff) > 0.051))`);
    expect(mismatches).toEqual([]);
  });

  it('writes the header/footer payload and the content pages', async () => {
    const content = await rows<{ key: string; value: { header?: { links: unknown[] } } }>(
      sql`select key, value from site_content order by key`,
    );
    expect(content.map((row) => row.key)).toEqual(
      expect.arrayContaining(['header-footer', 'page:travel-tips', 'page:guide']),
    );
    expect(content.find((row) => row.key === 'header-footer')?.value.header?.links.length).toBeGreaterThan(0);
  });

  it('gives identical rows, ids included, when run again or into another database', async () => {
    const first = await fingerprint(handle);
    const other = await openTestDatabase();
    await seedDatabase(other.db, OPTIONS);
    expect(await fingerprint(other)).toEqual(first);
    await other.close();
    await seedDatabase(handle.db, OPTIONS);
    expect(await fingerprint(handle)).toEqual(first);
  });

  it('lets rows added after the seed take the next free ids', async () => {
    const [row] = await rows<{
      id: number;
    }>(sql`insert into cities (name, search_name, slug, province, lat, lng)
      values ('آزمون', 'آزمون', 'test-city', 'آزمون', 35, 51) returning id`);
    expect(row?.id).toBe(result.cities + 1);
    await handle.db.execute(sql`delete from cities where slug = 'test-city'`);
  });
});

describe('seedIfEmpty', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    const fresh = await openTestDatabase();
    expect(await isDatabaseEmpty(fresh.db)).toBe(true);
    expect(await seedIfEmpty(fresh.db, { hotels: 5, days: 3, today: '2026-03-10' })).toMatchObject({
      hotels: 5,
    });
    expect(await isDatabaseEmpty(fresh.db)).toBe(false);
    expect(await seedIfEmpty(fresh.db, { hotels: 5, days: 3 })).toBeUndefined();
    await fresh.close();
  });
});
