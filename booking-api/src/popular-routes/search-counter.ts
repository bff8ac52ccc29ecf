// Counts city searches for /popular-routes (and the back office's funnel) without touching the search's own path:
// reports/day-counter.ts keeps them in memory and adds them to city_search_counts a few seconds later.
import { todayInTehran } from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createDayCounter } from '../reports/day-counter';

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
  const counter = createDayCounter({
    label: 'city search',
    flushMs,
    today,
    write: (batch) => {
      const rows = sql.join(
        batch.map((row) => sql`(${Number(row.key)}, ${row.day}::date, ${row.count})`),
        sql`, `,
      );
      return db.execute(sql`insert into city_search_counts (city_id, day, searches) values ${rows}
        on conflict (city_id, day) do update set searches = city_search_counts.searches + excluded.searches`);
    },
  });
  return { count: (cityId) => counter.count(String(cityId)), flush: counter.flush };
}
