// Work that one process at a time does, however many share the database (the hold sweep and the payment
// reconciler run in every gateway and booking-api process). On PostgreSQL a transaction-level advisory try-lock
// is held on one connection while the work runs on others: a second process finds it taken and skips its turn
// rather than doing the same jobs (two reconcilers had verified the same captures at the bank). The lock goes
// with the connection if the process dies. PGlite is one process's own database: the work simply runs.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './client';

/** Whether the database is embedded PGlite (one process's own) rather than a shared PostgreSQL server. */
export const isEmbedded = (db: Database) =>
  (db as unknown as { $client?: unknown }).$client instanceof PGlite;

/**
 * Runs `work` unless another process sharing the database is running work of the same `name` now; resolves
 * with its result, or undefined when the turn was skipped.
 *
 * @example
 * await onceAcrossProcesses(db, 'bookings:sweep', () => expireHolds(db, now)); // undefined if another sweeps
 */
export async function onceAcrossProcesses<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (isEmbedded(db)) return work();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`,
    );
    return row?.locked ? work() : undefined;
  });
}
