// The outbox: every message to a traveller is a row here, written in the same transaction as the event that
// causes it, one row per channel, then delivered by the outbox worker (src/outbox). Re-exported by schema.ts.
import type { MessageChannel, MessageKind } from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

/**
 * A message on one channel. `pending` rows whose `available_at` has come and whose lease (`locked_until`) is
 * not held are due; a worker takes one by setting `locked_by`/`locked_until`, and only the lease holder marks it
 * `sent` (or schedules the next try). `failed`: given up after the last try; `cancelled`: withdrawn.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    userId: integer('user_id'),
    /** '09XXXXXXXXX' for SMS. */
    mobile: text('mobile'),
    /** What the message's text is made from (reserve id, hotel, dates, link, code...). */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** One message per key and channel: the event's own name for it ('booking_confirmed:12345678'). */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's id for the message it accepted (Kavenegar's messageid). */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.availableAt, table.id).where(sql`${table.status} = 'pending'`),
    uniqueIndex('outbox_messages_dedupe_idx')
      .on(table.dedupeKey, table.channel)
      .where(sql`${table.dedupeKey} is not null`),
  ],
);
