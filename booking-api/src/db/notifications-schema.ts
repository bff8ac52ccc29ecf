// What a traveller chose to receive, and where: the notification preferences (which kinds by which channel,
// quiet hours) and the browsers that take web push. Re-exported by schema.ts, so migrations see them.
import type { ChannelSwitches, MessageKind } from '@rahi/shared-contracts';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** One row per traveller who changed anything; without a row every offered channel is on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The switches of the kinds the traveller set; a kind not here has every offered channel on. */
  kinds: jsonb('kinds').$type<Partial<Record<MessageKind, ChannelSwitches>>>().notNull().default({}),
  /** Quiet hours in minutes after midnight, Tehran time; both null when none. */
  quietFrom: smallint('quiet_from'),
  quietTo: smallint('quiet_to'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's PushSubscription (RFC 8030 endpoint, RFC 8291 keys); dropped when its push service says 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
