// Writes a traveller's message into the outbox, inside the transaction of the event that causes it: the
// message exists exactly when the event committed. One row per channel the traveller's preferences allow; the
// worker (worker.ts) delivers them. A NOTIFY in the same transaction wakes the workers when it commits.
import type { MessageChannel, MessageKind } from '@rahi/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxMessages, users } from '../db/schema';
import { channelsFor, quietUntil } from './preferences';

/** The NOTIFY channel a commit that enqueued something signals on. */
export const OUTBOX_WAKE_CHANNEL = 'rahi_outbox';

export interface OutboxMessageInput {
  kind: MessageKind;
  userId?: number | null;
  /** '09XXXXXXXXX'; read from the account when absent. */
  mobile?: string | null;
  params: Record<string, string | number>;
  /** The event's own name for the message: a second enqueue with the same key and channel writes nothing. */
  dedupeKey?: string;
}

export interface EnqueueOptions {
  now?: Date;
  /** Not before this time (default now). */
  availableAt?: Date;
  /** The channels to use instead of the traveller's preferences. */
  channels?: readonly MessageChannel[];
}

/**
 * Enqueues `message` on its channels and returns the ids of the rows written (none for a repeated dedupe key).
 *
 * @example
 * await db.transaction(async (tx) => {
 *   await confirm(tx, booking);
 *   await enqueueMessage(tx, { kind: 'booking_confirmed', userId, mobile, params, dedupeKey: `confirmed:${id}` });
 * });
 */
export async function enqueueMessage(
  executor: Executor,
  message: OutboxMessageInput,
  options: EnqueueOptions = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const userId = message.userId ?? null;
  // The traveller's preferences choose the channels; a promotional kind in their quiet hours waits for the end.
  const heldUntil = options.channels
    ? null
    : await quietUntil(executor, { userId, kind: message.kind, at: now });
  const channels =
    options.channels ?? (await channelsFor(executor, { userId, kind: message.kind, at: heldUntil ?? now }));
  let mobile = message.mobile ?? null;
  if (!mobile && userId !== null && channels.includes('sms')) {
    const [user] = await executor.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    mobile = user?.mobile ?? null;
  }
  const rows = channels
    .filter((channel) => (channel === 'sms' ? mobile !== null : userId !== null))
    .map((channel) => ({
      kind: message.kind,
      channel,
      userId,
      mobile,
      params: message.params,
      dedupeKey: message.dedupeKey ?? null,
      availableAt: options.availableAt ?? heldUntil ?? now,
      createdAt: now,
    }));
  if (rows.length === 0) return [];
  const written = await executor
    .insert(outboxMessages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  if (written.length > 0) await executor.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
  return written.map((row) => row.id);
}
