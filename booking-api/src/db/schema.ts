// The booking-api's tables (Drizzle, PostgreSQL dialect: PGlite and PostgreSQL alike).
// Money is integer Rial (bigint, read as JS numbers: every amount here is far below 2^53).
import type { HotelType } from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export type { HotelType };

const rial = (name: string) => bigint(name, { mode: 'number' }).notNull();

export interface NearPlace {
  kind: 'airport' | 'railway' | 'shrine' | 'centre' | 'sight';
  name: string;
  distanceKm: number;
}

export interface HotelImage {
  category: 'exterior' | 'lobby' | 'rooms' | 'restaurant' | 'pool';
  url: string;
  alt: string;
}

export interface CategoryScores {
  staff: number;
  cleanliness: number;
  restaurant: number;
  location: number;
  valueForMoney: number;
}

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in search form: Persian letters unified, no ZWNJ, ASCII digits. */
  searchName: text('search_name').notNull(),
  slug: text('slug').notNull().unique(),
  province: text('province').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Higher is more popular; orders destination suggestions. */
  popularity: integer('popularity').notNull().default(0),
});

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    type: text('type').$type<HotelType>().notNull(),
    stars: smallint('stars').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    description: text('description').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    nearPlaces: jsonb('near_places').$type<NearPlace[]>().notNull(),
    images: jsonb('images').$type<HotelImage[]>().notNull(),
    childPolicy: text('child_policy').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    /** Average of the reviews, out of 5, kept with the reviews. */
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    recommendPercent: smallint('recommend_percent').notNull().default(0),
    scores: jsonb('scores').$type<CategoryScores>().notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (table) => [index('hotels_city_idx').on(table.cityId)],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    name: text('name').notNull(),
    capacity: smallint('capacity').notNull(),
    maxExtraBeds: smallint('max_extra_beds').notNull(),
    breakfast: boolean('breakfast').notNull(),
    sizeM2: smallint('size_m2').notNull(),
    /** How many rooms of this type the hotel has. */
    inventory: smallint('inventory').notNull(),
  },
  (table) => [index('room_types_hotel_idx').on(table.hotelId)],
);

/** One row per room type per night: its prices that night and how many rooms are still free. */
export const roomNights = pgTable(
  'room_nights',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    boardPrice: rial('board_price'),
    customerPrice: rial('customer_price'),
    extraBoardPrice: rial('extra_board_price'),
    extraCustomerPrice: rial('extra_customer_price'),
    earlyBoardPrice: rial('early_board_price'),
    earlyCustomerPrice: rial('early_customer_price'),
    extraEarlyBoardPrice: rial('extra_early_board_price'),
    extraEarlyCustomerPrice: rial('extra_early_customer_price'),
    lateBoardPrice: rial('late_board_price'),
    lateCustomerPrice: rial('late_customer_price'),
    extraLateBoardPrice: rial('extra_late_board_price'),
    extraLateCustomerPrice: rial('extra_late_customer_price'),
    freeCount: smallint('free_count').notNull(),
    /** Early check-ins / late check-outs the hotel can still take that day. */
    earlyCapacity: smallint('early_capacity').notNull(),
    lateCapacity: smallint('late_capacity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roomTypeId, table.date] }),
    index('room_nights_date_idx').on(table.date),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    author: text('author').notNull(),
    rating: real('rating').notNull(),
    scores: jsonb('scores').$type<CategoryScores>().notNull(),
    recommend: boolean('recommend').notNull(),
    text: text('text').notNull(),
    stayedOn: date('stayed_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reviews_hotel_idx').on(table.hotelId)],
);

/** Site-wide content by key: the header/footer payload, content pages' bodies. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reservation data saved before checkout (spec §3, §7), priced by the server. */
export const reservationDrafts = pgTable(
  'reservation_drafts',
  {
    id: uuid('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    data: jsonb('data').notNull(),
    totalSum: rial('total_sum'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '2 hours'`),
  },
  (table) => [index('reservation_drafts_expiry_idx').on(table.expiresAt)],
);
