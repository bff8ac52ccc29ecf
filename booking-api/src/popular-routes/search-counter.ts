// Counts city searches for /popular-routes without touching the search's own path: a search adds one to a map in
// memory, and the counts go to city_search_counts in one upsert a few seconds later (added to what is there, so
// any number of processes may count into one database). Counts not yet written when a process dies are lost:
// at most FLUSH_MS of searches.
import { todayInTehran } from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { logger } from '../observability/logger';

const FLUSH_MS = 5_000;

/**
 * The city list a search opens: its first page with no filter or order chosen (the city page asks with the stay
 * and its page size only). Filtering, sorting or turning the page is not another search; the home page's and
 * /imam-hotels' own reads set a sort and are not counted either.
 */
export function isCitySearch(query: Readonly<Record<string, string | undefined>>): boolean {
  const chosen = Object.keys(query).filter(
    (name) => !['checkin', 'nights', 'adults', 'pageSize'].includes(name),
  );
  return chosen.every((name) => name === 'page' && query.page === '1');
}

export interface SearchCounter {
  /** One search of the city, today (Tehran). */
  count(cityId: number): void;
  /** Writes what is counted so far; resolves when it is in the database. */
  flush(): Promise<void>;
}

export function createSearchCounter(
  db: Database,
  { flushMs = FLUSH_MS, today = () => todayInTehran() } = {},
): SearchCounter {
  let pending = new Map<string, { cityId: number; day: string; searches: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: typeof pending) {
    if (batch.size === 0) return;
    const rows = sql.join(
      [...batch.values()].map((row) => sql`(${row.cityId}, ${row.day}::date, ${row.searches})`),
      sql`, `,
    );
    try {
      await db.execute(sql`insert into city_search_counts (city_id, day, searches) values ${rows}
        on conflict (city_id, day) do update set searches = city_search_counts.searches + excluded.searches`);
    } catch (error) {
      logger.error(
        { err: String(error) },
        `[booking-api] ${batch.size} city search counts could not be written`,
      );
    }
  }

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    // One write at a time, in order: a flush resolves after every count made before it is written.
    writing = writing.then(() => write(batch));
    return writing;
  }

  return {
    count(cityId) {
      const day = today();
      const key = `${day}|${cityId}`;
      const row = pending.get(key);
      if (row) row.searches += 1;
      else pending.set(key, { cityId, day, searches: 1 });
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
