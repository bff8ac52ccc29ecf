// What the product counts for the back office's funnel and keeps nowhere else: how many hotel pages were opened and
// reservation drafts made each Tehran day, by hotel. Counts only: no visitor, session or address is kept. City
// searches are in city_search_counts, paid bookings in bookings.
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const funnelCounts = pgTable(
  'funnel_counts',
  {
    /** The Tehran day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<'hotel' | 'draft'>().notNull(),
    hotelId: integer('hotel_id').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.step, table.hotelId] })],
);
