// A city's nights, read once per TTL and shared: the search sums each night's room types for a stay, and the
// price calendar reads each night's lowest free price. One cache holds both, per city-night, so a night the
// search has read costs the calendar nothing, and one place forgets a night when its prices change.
import { inArray, sql } from 'drizzle-orm';
import { coversNight, type NightChangeFeed, type NightsChange } from '../cache/night-changes';
import { TtlCache } from '../cache/ttl-cache';
import { type Executor, queryRows } from '../db/client';
import { roomNights } from '../db/schema';

/** One room type on one night of a city: the figures the search sums (a closed night has nothing free). */
export interface NightRow {
  hotel_id: number;
  room_type_id: number;
  cust: number;
  board: number;
  /** One extra bed that night. */
  extra_cust: number;
  extra_board: number;
  free: number;
  closed: boolean;
}

/** A night summed up for the calendar: the lowest price of a free room, and how many room types are priced. */
export interface NightSummary {
  /** The lowest customer price per night (Rial) of a room type with a free room; null when none is free. */
  lowest: number | null;
  /** Room types with a price that night (none: the night is closed). */
  roomTypes: number;
  /** Of those, the ones with a room free (none: sold out). */
  freeRoomTypes: number;
}

/** A city-night as cached: its summary, and its rows once the search has needed them. */
export interface CityNight {
  rows: NightRow[] | null;
  summary: NightSummary;
}

const NOTHING_PRICED: NightSummary = { lowest: null, roomTypes: 0, freeRoomTypes: 0 };

/**
 * Every room type of the city on one night (none beyond the calendar): one range of room_nights_city_date_idx
 * (it includes all but the extra bed's prices, read from the table's rows).
 */
export function loadCityNight(db: Executor, cityId: number, date: string) {
  return queryRows<NightRow>(
    db,
    sql`select hotel_id, room_type_id, customer_price::float8 as cust, board_price::float8 as board,
               extra_customer_price::float8 as extra_cust, extra_board_price::float8 as extra_board,
               case when closed then 0 else free_count end as free, closed
        from room_nights where city_id = ${cityId} and date = ${date}`,
  );
}

/**
 * One hotel's rows (of one room type when the change names one) of each night from `from` to `to`, by date: what
 * a rate change replaces in a cached city-night.
 */
async function loadHotelNights(db: Executor, change: NightsChange, from: string, to: string) {
  const rows = await queryRows<NightRow & { date: string }>(
    db,
    sql`select date::text as date, hotel_id, room_type_id, customer_price::float8 as cust,
               board_price::float8 as board, extra_customer_price::float8 as extra_cust,
               extra_board_price::float8 as extra_board, case when closed then 0 else free_count end as free, closed
        from room_nights where hotel_id = ${change.hotelId} and date between ${from}::date and ${to}::date
          ${change.roomTypeId === undefined ? sql`` : sql`and room_type_id = ${change.roomTypeId}`}`,
  );
  const byDate = new Map<string, NightRow[]>();
  for (const { date, ...row } of rows) byDate.set(date, [...(byDate.get(date) ?? []), row]);
  return byDate;
}

/** The night's summary from its rows, for the whole city or one of its hotels. */
export function summarizeNight(rows: readonly NightRow[], hotelId?: number): NightSummary {
  let lowest: number | null = null;
  let roomTypes = 0;
  let freeRoomTypes = 0;
  for (const row of rows) {
    if (hotelId !== undefined && row.hotel_id !== hotelId) continue;
    if (row.closed) continue;
    roomTypes++;
    if (row.free <= 0) continue;
    freeRoomTypes++;
    if (lowest === null || row.cust < lowest) lowest = row.cust;
  }
  return { lowest, roomTypes, freeRoomTypes };
}

interface SummaryRow {
  date: string;
  lowest: number | null;
  room_types: number;
  free_room_types: number;
}

const SUMMARY_COLUMNS = sql`date::text as date,
  (min(customer_price) filter (where free_count > 0 and not closed))::float8 as lowest,
  (count(*) filter (where not closed))::int as room_types,
  (count(*) filter (where free_count > 0 and not closed))::int as free_room_types`;

const byDate = (rows: SummaryRow[]) =>
  new Map(
    rows.map((row) => [
      row.date,
      { lowest: row.lowest, roomTypes: row.room_types, freeRoomTypes: row.free_room_types },
    ]),
  );

/** Several nights of a city summed up in the database: one index-only range, one row per night. */
async function loadCitySummaries(db: Executor, cityId: number, dates: string[]) {
  return byDate(
    await queryRows<SummaryRow>(
      db,
      sql`select ${SUMMARY_COLUMNS} from room_nights
          where city_id = ${cityId} and ${inArray(roomNights.date, dates)} group by date`,
    ),
  );
}

/** Several nights of one hotel summed up in the database, through its room types' primary-key ranges. */
async function loadHotelSummaries(db: Executor, hotelId: number, dates: string[]) {
  return byDate(
    await queryRows<SummaryRow>(
      db,
      sql`select ${SUMMARY_COLUMNS} from room_nights
          where room_type_id in (select id from room_types where hotel_id = ${hotelId})
            and ${inArray(roomNights.date, dates)} group by date`,
    ),
  );
}

export interface CityNights {
  /** Every room type's figures on one night of the city (the search). */
  rows(cityId: number, date: string): Promise<NightRow[]>;
  /** Each night's summary across the city, in the order asked; the nights not cached are read in one query. */
  citySummaries(cityId: number, dates: string[]): Promise<NightSummary[]>;
  /** Each night's summary for one hotel of the city: from the city's cached rows, else one query (not cached). */
  hotelSummaries(cityId: number, hotelId: number, dates: string[]): Promise<NightSummary[]>;
}

const hasRows = (night: CityNight) => night.rows !== null;

/**
 * The city-nights cache: each entry lives `ttlMs` (the search's 30 s by default), or until `changes` says the
 * city's night changed.
 */
export function createCityNights(db: Executor, ttlMs = 30_000, changes?: NightChangeFeed): CityNights {
  const cache = new TtlCache<string, CityNight>(ttlMs, 5000);
  const key = (cityId: number, date: string) => `${cityId}:${date}`;
  changes?.subscribe((change) => {
    if (change === 'all') return cache.clear();
    // A change of a hotel's details (no dates) leaves its nights as they are.
    if (change.from === undefined || change.to === undefined) return;
    const prefix = `${change.cityId}:`;
    const from = change.from;
    const to = change.to;
    // The hotel's rows of the changed nights, read once for every cached night they replace.
    let fresh: Promise<Map<string, NightRow[]>> | undefined;
    cache.revise(
      (cached) => cached.startsWith(prefix) && coversNight(change, cached.slice(prefix.length)),
      async (cached, night) => {
        const date = cached.slice(prefix.length);
        if (!night.rows) return readSummary(change.cityId, date);
        try {
          fresh ??= loadHotelNights(db, change, from, to);
          const replaced = (row: NightRow) =>
            row.hotel_id === change.hotelId &&
            (change.roomTypeId === undefined || row.room_type_id === change.roomTypeId);
          const rows = [...night.rows.filter((row) => !replaced(row)), ...((await fresh).get(date) ?? [])];
          return { rows, summary: summarizeNight(rows) };
        } catch {
          return readRows(change.cityId, date);
        }
      },
    );
  });
  const readRows = async (cityId: number, date: string): Promise<CityNight> => {
    const rows = await loadCityNight(db, cityId, date);
    return { rows, summary: summarizeNight(rows) };
  };
  const readSummary = async (cityId: number, date: string): Promise<CityNight> => ({
    rows: null,
    summary: (await loadCitySummaries(db, cityId, [date])).get(date) ?? NOTHING_PRICED,
  });

  return {
    async rows(cityId, date) {
      const load = () => readRows(cityId, date);
      let night = await cache.get(key(cityId, date), load, hasRows);
      // Joined the calendar's read of this night, which has no rows: read them now.
      if (!night.rows) night = await cache.get(key(cityId, date), load, hasRows);
      return night.rows ?? (await loadCityNight(db, cityId, date));
    },

    async citySummaries(cityId, dates) {
      const missing: string[] = [];
      let batch: Promise<Map<string, NightSummary>> | undefined;
      const readSummary = async (date: string): Promise<CityNight> => {
        missing.push(date);
        // The cache calls every load of this request before the first await ends: by then `missing` is complete.
        await null;
        batch ??= loadCitySummaries(db, cityId, missing);
        return { rows: null, summary: (await batch).get(date) ?? NOTHING_PRICED };
      };
      const nights = await Promise.all(
        dates.map((date) => cache.get(key(cityId, date), () => readSummary(date))),
      );
      return nights.map((night) => night.summary);
    },

    async hotelSummaries(cityId, hotelId, dates) {
      const cached = dates.map((date) => cache.peek(key(cityId, date))?.rows);
      const missing = dates.filter((_, index) => !cached[index]);
      const loaded = missing.length > 0 ? await loadHotelSummaries(db, hotelId, missing) : new Map();
      return dates.map((date, index) => {
        const rows = cached[index];
        return rows ? summarizeNight(rows, hotelId) : (loaded.get(date) ?? NOTHING_PRICED);
      });
    },
  };
}
