// A rolling-hour limit on failures, kept as one row per failure: /login counts wrong passwords per number
// (password_failures) and GET /bookings/:reserveId counts missed lookups per client address
// (booking_lookup_failures). After `limit` failures in an hour, the caller waits until the oldest of them is
// an hour old.
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { secondsAfter } from './clock';

const HOUR = 3600;

/** The table of failures, its key column (a number, an address) and its time column. */
export interface FailureLog {
  table: PgTable;
  key: PgColumn;
  at: PgColumn;
  /** The row to insert for a failure of `key` at `at`. */
  row(key: string, at: Date): Record<string, unknown>;
}

/** Seconds to wait before another try for the key, or 0 when it may try now. */
export async function failureRetryAfter(
  db: Database,
  log: FailureLog,
  key: string,
  now: Date,
  limit: number,
): Promise<number> {
  const inWindow = and(eq(log.key, key), gt(log.at, secondsAfter(now, -HOUR)));
  const [window] = await db.select({ failures: count() }).from(log.table).where(inWindow);
  if (!window || window.failures < limit) return 0;
  const [leaving] = await db
    .select({ at: log.at })
    .from(log.table)
    .where(inWindow)
    .orderBy(asc(log.at))
    .offset(window.failures - limit)
    .limit(1);
  const until = secondsAfter((leaving?.at as Date | undefined) ?? now, HOUR);
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Records a failure, forgetting those older than a day. */
export async function recordFailure(db: Database, log: FailureLog, key: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(log.table).where(lt(log.at, secondsAfter(now, -24 * HOUR)));
    await tx.insert(log.table).values(log.row(key, now) as never);
  });
}
