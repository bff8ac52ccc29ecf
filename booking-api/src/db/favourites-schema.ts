// Saved hotels and the price alerts set on them. Re-exported by schema.ts, so migrations see them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { hotels, users } from './schema';

/** A hotel a traveller saved; one row per traveller and hotel. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hotelId] })],
);

export type PriceAlertStatus = 'watching' | 'sent' | 'expired';

/**
 * "Tell me when it gets cheaper" for one stay at one hotel: the price per night when it was set, compared by the
 * daily check; it ends with one message, or when its check-in has passed.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    /** Rial per night, the stay's best price for the party when the alert was set. */
    basePrice: bigint('base_price', { mode: 'number' }).notNull(),
    status: text('status').$type<PriceAlertStatus>().notNull().default('watching'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last daily check (Tehran date), so a check that runs twice a day compares once. */
    checkedOn: date('checked_on', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('price_alerts_watching_idx').on(table.checkin).where(sql`status = 'watching'`),
    index('price_alerts_user_idx').on(table.userId),
  ],
);
