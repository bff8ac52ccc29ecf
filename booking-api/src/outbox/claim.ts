// Taking and finishing outbox rows under a lease. A claim locks due rows with FOR UPDATE SKIP LOCKED (two workers
// never take the same row, and neither waits for the other) and stamps them with the worker's id and a lease;
// only the lease holder's outcome is written (the `locked_by` check), so a worker that lost its lease changes
// nothing. A row whose lease ran out without an outcome (its worker was killed) is due again.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface ClaimRequest {
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
  /** Only these rows, due or not yet (a request delivering its own message at once). */
  ids?: number[];
}

/** Claims up to `limit` due rows, oldest first; each comes back with its attempt counted. */
export async function claimDue(db: Database, request: ClaimRequest): Promise<OutboxRow[]> {
  const { now } = request;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          request.ids ? inArray(outboxMessages.id, request.ids) : lte(outboxMessages.availableAt, now),
          or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxMessages.availableAt), asc(outboxMessages.id))
      .limit(request.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({
        lockedBy: request.workerId,
        lockedUntil: new Date(now.getTime() + request.leaseMs),
        attempts: sql`${outboxMessages.attempts} + 1`,
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

type Outcome =
  | { status: 'sent' }
  | { status: 'retry'; at: Date; error: string }
  | { status: 'failed' | 'cancelled'; error: string };

/** Writes the outcome of `row`'s try if `workerId` still holds it; false when the lease was lost. */
export async function finishClaim(
  db: Database,
  row: Pick<OutboxRow, 'id'>,
  workerId: string,
  now: Date,
  outcome: Outcome,
): Promise<boolean> {
  const released = { lockedBy: null, lockedUntil: null };
  // A login code is kept in clear only until its message is done with.
  const done = { ...released, params: sql`${outboxMessages.params} - 'code'` };
  const change =
    outcome.status === 'sent'
      ? { ...done, status: 'sent' as const, sentAt: now, lastError: null }
      : outcome.status === 'retry'
        ? { ...released, availableAt: outcome.at, lastError: outcome.error }
        : { ...done, status: outcome.status, lastError: outcome.error };
  const written = await db
    .update(outboxMessages)
    .set(change)
    .where(
      and(
        eq(outboxMessages.id, row.id),
        eq(outboxMessages.lockedBy, workerId),
        eq(outboxMessages.status, 'pending'),
      ),
    )
    .returning({ id: outboxMessages.id });
  return written.length === 1;
}
