// Loads the seed: cities, hotels, room types, a price for every night ahead, reviews and the site's content.
// Deterministic: the same options give the same rows (ids included), so tests and screenshots are stable.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { cities, hotels, reviews, roomTypes, siteContent } from '../db/schema';
import { insertContent, seedContentIfEmpty } from './content';
import { insertMaps, seedMapsIfEmpty } from './maps';
import { insertLandmarks, seedLandmarksIfEmpty } from './maps/landmarks';
import { planSeed, type SeedOptions } from './plan';
import { insertRoomNights } from './room-nights';
import { siteContentRows } from './site-content';

export type { SeedOptions } from './plan';

export interface SeedResult {
  cities: number;
  hotels: number;
  roomTypes: number;
  roomNights: number;
  reviews: number;
  elapsedMs: number;
}

/** Every table the seed fills; drafts, bookings, saved hotels, price alerts and uploaded photos point at hotels, so they are emptied with them. */
const SEEDED_TABLES = sql.raw(
  'favourites, price_alerts, hotel_photos, reservation_drafts, railway_line_stops, railway_lines, railway_stations, airports, city_landmarks, reviews, room_nights, room_types, article_sources, articles, article_categories, page_sources, content_pages, city_search_counts, hotels, cities, site_content',
);
/**
 * Bookings and their rooms, payments, code uses and refunds. The accounts and their wallet and points ledgers are
 * kept (a traveller's balance is theirs); a ledger row's booking id is cleared, since booking ids start again.
 */
const BOOKING_TABLES = sql.raw(
  'hotel_answer_escalations, discount_code_uses, booking_refunds, payments, booking_rooms, bookings',
);
const TABLES_WITH_IDS = ['cities', 'hotels', 'room_types', 'reviews'];

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Empties the seeded tables and loads the seed, all in one transaction.
 * @example await seedDatabase(db, { hotels: 20, days: 30, today: '2026-03-15' }) // a small set for tests
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const plan = planSeed(options);
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${BOOKING_TABLES}, ${SEEDED_TABLES} restart identity`);
    await tx.execute(sql`update wallet_entries set booking_id = null where booking_id is not null`);
    await tx.execute(sql`update point_entries set booking_id = null where booking_id is not null`);
    await tx.insert(cities).values(plan.cities);
    await insertChunked(plan.hotels, (chunk) => tx.insert(hotels).values(chunk));
    await insertChunked(plan.roomTypes, (chunk) =>
      tx.insert(roomTypes).values(chunk.map(({ basePrice, pricing, ...room }) => room)),
    );
    await insertRoomNights(tx, plan.roomTypes, plan.calendar);
    await insertChunked(plan.reviews, (chunk) => tx.insert(reviews).values(chunk));
    await tx.insert(siteContent).values(siteContentRows());
    await insertContent(tx, options.today);
    await insertMaps(tx);
    await insertLandmarks(tx);
    // The rows went in with explicit ids: move each sequence past them for rows added later.
    for (const table of TABLES_WITH_IDS) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }
  });
  // After a bulk load: statistics for the planner (it guessed 9 hotels in Mashhad, not 110) and the rows' commit
  // status written once now, instead of by the first searches that read each row. Not allowed inside a transaction.
  await db.execute(sql`vacuum analyze ${SEEDED_TABLES}`);
  return {
    cities: plan.cities.length,
    hotels: plan.hotels.length,
    roomTypes: plan.roomTypes.length,
    roomNights: plan.roomTypes.length * plan.calendar.length,
    reviews: plan.reviews.length,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/** True when no city has been loaded yet: the seed has never run (or was emptied). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from cities) as empty`,
  );
  return row?.empty === true;
}

/**
 * Seeds a fresh database on start-up and leaves a loaded one alone (but gives one seeded before the content
 * tables existed its pages, articles and maps); gives the counts when it seeded.
 */
export async function seedIfEmpty(db: Database, options?: SeedOptions): Promise<SeedResult | undefined> {
  if (await isDatabaseEmpty(db)) return seedDatabase(db, options);
  await seedContentIfEmpty(db);
  await seedMapsIfEmpty(db);
  await seedLandmarksIfEmpty(db);
  return undefined;
}
