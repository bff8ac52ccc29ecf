// A transaction that is tried again when PostgreSQL gives it up for a serialization failure or a deadlock
// (40001, 40P01): the loser of a race over the same rows starts over and sees the winner's rows.
import type { Database, Transaction } from './client';

export type { Transaction };

const RETRYABLE = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error, looking through drizzle's wrapper to its cause. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction, up to `attempts` times while it fails with a retryable SQLSTATE.
 * @example await retryTransaction(db, (tx) => takeRooms(tx, rooms))
 */
export async function retryTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
