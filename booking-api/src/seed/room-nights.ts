// Writes a price row for every room type and night. Hundreds of thousands of rows are computed inside the
// database (one INSERT … SELECT per batch of room types) rather than sent from JS: the room types' figures
// and the calendar go in as JSON, and a hash of (room type, date) gives each night its own variation, so the
// same input always gives the same prices. The table's indexes and foreign keys are put back after the load
// (the full seed: 70-80 s instead of 117-163 s on a busy machine).
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import type { CalendarNight } from './calendar';
import type { HotelPricing } from './pricing';

export interface PricedRoomType {
  id: number;
  inventory: number;
  maxExtraBeds: number;
  /** Weekday board price, Rial. */
  basePrice: number;
  pricing: HotelPricing;
}

const BATCH = 250;

const roomJson = (rooms: readonly PricedRoomType[]) =>
  JSON.stringify(
    rooms.map(({ id, inventory, maxExtraBeds, basePrice, pricing: p }) => ({
      id,
      inventory,
      has_extra: maxExtraBeds > 0,
      base: basePrice,
      discount_pct: p.discountPercent,
      weekend_pct: p.weekendPercent,
      nowruz_pct: p.nowruzPercent,
      holiday_pct: p.holidayPercent,
      pilgrim_pct: p.pilgrimPercent,
      summer_pct: p.summerPercent,
      winter_pct: p.winterPercent,
      extra_ratio: p.extraBedRatio,
      offers_early: p.offersEarly,
      offers_late: p.offersLate,
    })),
  );

/** A uniform number in [0, 1) from the (room type, night) key and a stream number, one per purpose. */
const unit = (stream: number) => sql.raw(`((hashint8extended(key, ${stream}) & 1048575)::float8 / 1048576)`);

/**
 * Inserts every night of `calendar` for every room type:
 * board = base × weekend × peak (the highest of Nowruz, holiday, pilgrimage) × season, rounded to 10,000 Rial;
 * customer = board less the hotel's discount (±4 points, smaller at peaks, always 5–35%), floored to 10,000
 * Rial; an extra bed costs 30–40% of the room and early check-in / late check-out half a night; about 5% of
 * nights are sold out, more on weekends and at peaks.
 */
export async function insertRoomNights(
  db: Executor,
  rooms: readonly PricedRoomType[],
  calendar: readonly CalendarNight[],
) {
  await withoutIndexesAndForeignKeys(db, 'room_nights', () => insertRoomNightsRows(db, rooms, calendar));
}

/**
 * Runs `load` with the table's secondary indexes and foreign keys taken off and puts them back after, from their
 * own definitions: building an index once over every row, and checking each reference with one join, is much
 * faster than keeping both up to date row by row. Inside the caller's transaction, so nobody sees the table without them.
 */
async function withoutIndexesAndForeignKeys(db: Executor, table: string, load: () => Promise<void>) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename = ${table}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  const keys = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = ${table}::regclass and contype = 'f'`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  for (const key of keys)
    await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(key.name)}`);
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of keys)
    await db.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
}

async function insertRoomNightsRows(
  db: Executor,
  rooms: readonly PricedRoomType[],
  calendar: readonly CalendarNight[],
) {
  const nights = JSON.stringify(calendar);
  for (let start = 0; start < rooms.length; start += BATCH) {
    const batch = roomJson(rooms.slice(start, start + BATCH));
    await db.execute(sql`
      with pairs as (
        select r.*, n.*,
          r.id::bigint * 100000 + (n.date - date '2000-01-01') as key,
          greatest(
            case when n.nowruz then r.nowruz_pct else 0 end,
            case when n.holiday then r.holiday_pct else 0 end,
            case when n.pilgrim then r.pilgrim_pct else 0 end) as peak_pct
        from jsonb_to_recordset(${batch}::jsonb) as r(
          id int, inventory int, has_extra boolean, base float8, discount_pct float8, weekend_pct float8, nowruz_pct float8,
          holiday_pct float8, pilgrim_pct float8, summer_pct float8, winter_pct float8, extra_ratio float8,
          offers_early boolean, offers_late boolean)
        cross join jsonb_to_recordset(${nights}::jsonb) as n(
          date date, weekend boolean, nowruz boolean, holiday boolean, pilgrim boolean, summer boolean, winter boolean)
      ), units as (
        select *, ${unit(1)} as u_discount, ${unit(2)} as u_sold, ${unit(3)} as u_free, ${unit(4)} as u_early,
          ${unit(5)} as u_late
        from pairs
      ), boards as (
        select *,
          round(base
            * (1 + case when weekend then weekend_pct else 0 end / 100.0)
            * (1 + peak_pct / 100.0)
            * (1 + case when summer then summer_pct when winter then winter_pct else 0 end / 100.0)
            / 10000) * 10000 as board,
          greatest(5, least(35,
            discount_pct * case when peak_pct > 0 then 0.6 else 1 end + (u_discount - 0.5) * 8)) as off_pct,
          u_sold < 0.03 + case when weekend then 0.025 else 0 end + case when peak_pct > 0 then 0.15 else 0 end
            as sold_out
        from units
      ), priced as (
        select *,
          floor(board * (100 - off_pct) / 100 / 10000) * 10000 as customer,
          case when has_extra then round(board * extra_ratio / 10000) * 10000 else 0 end as extra_board
        from boards
      ), places as (
        select rt.id, rt.hotel_id, h.city_id from room_types rt join hotels h on h.id = rt.hotel_id
      ), with_extra as (
        select *, floor(extra_board * (100 - off_pct) / 100 / 10000) * 10000 as extra_customer from priced
      )
      insert into room_nights (
        room_type_id, hotel_id, city_id, date, board_price, customer_price, extra_board_price, extra_customer_price,
        early_board_price, early_customer_price, extra_early_board_price, extra_early_customer_price,
        late_board_price, late_customer_price, extra_late_board_price, extra_late_customer_price,
        free_count, early_capacity, late_capacity)
      select id, hotel_id, city_id, date, board, customer, extra_board, extra_customer,
        case when offers_early then round(board / 20000) * 10000 else 0 end,
        case when offers_early then floor(customer / 20000) * 10000 else 0 end,
        case when offers_early then round(extra_board / 20000) * 10000 else 0 end,
        case when offers_early then floor(extra_customer / 20000) * 10000 else 0 end,
        case when offers_late then round(board / 20000) * 10000 else 0 end,
        case when offers_late then floor(customer / 20000) * 10000 else 0 end,
        case when offers_late then round(extra_board / 20000) * 10000 else 0 end,
        case when offers_late then floor(extra_customer / 20000) * 10000 else 0 end,
        case when sold_out then 0
          else greatest(1, floor(inventory * (0.15 + 0.85 * u_free) * case when peak_pct > 0 then 0.5 else 1 end))
        end,
        case when offers_early then floor(u_early * 4) else 0 end,
        case when offers_late then floor(u_late * 4) else 0 end
      from with_extra
      join places using (id)`);
  }
}
