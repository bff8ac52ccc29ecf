// A rolling-hour limit on failures, kept as one row per failure: /login counts wrong passwords per number
// (password_failures) and GET /bookings/:reserveId counts missed lookups per client address
// (booking_lookup_failures) and per reserve id. After `limit` failures in an hour, the caller waits until the
// oldest of them is an hour old.
//
// A try is counted before it is made (takeTries): under an advisory lock on each key, the window is counted and,
// if there is room, a failure row is written at once; a try that then succeeds takes its rows back (forgetTries).
// Tries sent at once, to one process or to several on one database, are so counted one by one: counting after
// the try let 30 wrong passwords sent together all through a limit of 10 (the reliability suite found it).
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../db/client';
import { formRateLog } from '../db/schema';
import { secondsAfter } from './clock';

const HOUR = 3600;

/** The table of failures, its id, key column (a number, an address) and time column. */
export interface FailureLog {
  /** Names the log in its advisory locks. */
  name: string;
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  at: PgColumn;
  /** The row to insert for a failure of `key` at `at`. */
  row(key: string, at: Date): Record<string, unknown>;
}

/** form_rate_log: the rows of the limits counted per client address or mobile number under a prefixed key
 * (the public forms', the login's per address). */
export const FORM_RATE_LOG: FailureLog = {
  name: 'form_rate_log',
  table: formRateLog,
  id: formRateLog.id,
  key: formRateLog.key,
  at: formRateLog.at,
  row: (key, at) => ({ key, at }),
};

/** One limit to take a try from: the log, the key counted, and how many failures an hour it allows. */
export interface TryLimit {
  log: FailureLog;
  key: string;
  limit: number;
}

/** The rows a taken try wrote, to forget if the try succeeds. */
export type TakenTry = { log: FailureLog; id: number }[];

/** Seconds until the window of the key has room again, or 0 when it has room now. */
async function retryAfter(tx: Transaction, { log, key, limit }: TryLimit, now: Date): Promise<number> {
  const inWindow = and(eq(log.key, key), gt(log.at, secondsAfter(now, -HOUR)));
  const [window] = await tx.select({ failures: count() }).from(log.table).where(inWindow);
  if (!window || window.failures < limit) return 0;
  const [leaving] = await tx
    .select({ at: log.at })
    .from(log.table)
    .where(inWindow)
    .orderBy(asc(log.at))
    .offset(window.failures - limit)
    .limit(1);
  const until = secondsAfter((leaving?.at as Date | undefined) ?? now, HOUR);
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/**
 * Takes a try from every limit, or none: `{ wait }` (seconds) when one of them is full, otherwise the rows
 * written for the try. Limits are locked in the order given; every caller must give them in the same order.
 *
 * @example
 * const taken = await takeTries(db, [{ log: PASSWORD_FAILURES, key: mobile, limit: 10 }], now);
 * if ('wait' in taken) return tooMany(taken.wait);
 * if (passwordMatches) await forgetTries(db, taken.rows);
 */
export async function takeTries(
  db: Database,
  limits: TryLimit[],
  now: Date,
): Promise<{ wait: number } | { rows: TakenTry }> {
  return db.transaction(async (tx) => {
    for (const { log, key } of limits)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${log.name}:${key}`}))`);
    let wait = 0;
    for (const limit of limits) wait = Math.max(wait, await retryAfter(tx, limit, now));
    if (wait > 0) return { wait };
    const rows: TakenTry = [];
    for (const { log, key } of limits) {
      await tx.delete(log.table).where(and(eq(log.key, key), lt(log.at, secondsAfter(now, -24 * HOUR))));
      const [row] = await tx
        .insert(log.table)
        .values(log.row(key, now) as never)
        .returning({ id: log.id });
      rows.push({ log, id: Number((row as { id: number }).id) });
    }
    return { rows };
  });
}

/** Takes back the rows of a try that succeeded: only failures stay counted. */
export async function forgetTries(db: Executor, rows: TakenTry) {
  for (const { log, id } of rows) await db.delete(log.table).where(inArray(log.id, [id]));
}
