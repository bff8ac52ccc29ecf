// The first room's guest of a booking as one name ('مریم احمدی'), read inside a booking list's query.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A subquery: the first room's guest, 'first last', or null. */
export const firstGuestName = (bookingId: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select nullif(trim(concat(guest->>'firstName', ' ', guest->>'lastName')), '')
    from booking_rooms where booking_id = ${bookingId} order by room_index limit 1)`;
