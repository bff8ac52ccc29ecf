// Counts things per Tehran day without touching the counted request's path: a count adds one to a map in memory,
// and the counts go to their table in one upsert a few seconds later (added to what is there, so any number of
// processes may count into one database). Counts not yet written when a process dies are lost: at most
// `flushMs` of them. City searches (/popular-routes) and the funnel's steps (the back office's numbers) use it.
import { todayInTehran } from '@rahi/shared-contracts';
import { logger } from '../observability/logger';

export interface DayCount {
  /** The Tehran day, YYYY-MM-DD. */
  day: string;
  /** What was counted, as the caller names it: a city id, 'hotel|12'. */
  key: string;
  count: number;
}

export interface DayCounter {
  /** One more `key` today. */
  count(key: string): void;
  /** Writes what is counted so far; resolves when it is in the database. */
  flush(): Promise<void>;
}

/**
 * @example
 * const counter = createDayCounter({ label: 'city search', write: (rows) => upsertInto(table, rows) });
 * counter.count('3'); await counter.flush(); // one row { day: today, key: '3', count: 1 } written
 */
export function createDayCounter({
  label,
  write,
  flushMs = 5_000,
  today = () => todayInTehran(),
}: {
  /** Names the counts in the log when they cannot be written. */
  label: string;
  /** Adds the rows to their table (an upsert adding `count`). */
  write: (rows: DayCount[]) => Promise<unknown>;
  flushMs?: number;
  today?: () => string;
}): DayCounter {
  let pending = new Map<string, DayCount>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function writeBatch(batch: typeof pending) {
    if (batch.size === 0) return;
    try {
      await write([...batch.values()]);
    } catch (error) {
      logger.error(
        { err: String(error) },
        `[booking-api] ${batch.size} ${label} counts could not be written`,
      );
    }
  }

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    // One write at a time, in order: a flush resolves after every count made before it is written.
    writing = writing.then(() => writeBatch(batch));
    return writing;
  }

  return {
    count(key) {
      const day = today();
      const id = `${day}|${key}`;
      const row = pending.get(id);
      if (row) row.count += 1;
      else pending.set(id, { day, key, count: 1 });
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
