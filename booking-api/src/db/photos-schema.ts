// Photos a hotel's manager uploaded in the back office (the seed's photos are drawn by the media route instead).
// The bytes are a WebP booking-api made from the upload, without its metadata, kept in the database so every
// instance of the fleet serves the same file; hotels.images lists them with the drawn ones, in the gallery's order.
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './schema';
import { staffMembers } from './staff-schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const hotelPhotos = pgTable(
  'hotel_photos',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** The first 16 hex digits of the WebP's SHA-256: the file's name carries it, so its bytes never change. */
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hotel_photos_hotel_idx').on(table.hotelId)],
);
