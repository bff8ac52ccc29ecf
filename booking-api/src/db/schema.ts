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

/**
 * Travellers who logged in by mobile number (issue 4). A number is registered on its first successful code;
 * the password is set later through /password/reset. Names come with the profile area.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The stored form '09XXXXXXXXX' (normalizeMobile). */
  mobile: text('mobile').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** 'scrypt$N$r$p$salt$hash' (auth/passwords.ts); null until a password is set. */
  passwordHash: text('password_hash'),
  credit: rial('credit').default(0),
  /** The browser's push registration token, the latest one given at login. */
  fcmToken: text('fcm_token'),
  fcmTokenUpdatedAt: timestamp('fcm_token_updated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-time codes sent by SMS, HMAC-hashed; 'login' codes open /otp, 'reset' codes open /password/reset. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<'login' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Set when the code is used, or withdrawn because its SMS could not be sent. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_codes_mobile_idx').on(table.mobile, table.purpose, table.createdAt)],
);

/** Login tokens, stored as their SHA-256; the token itself exists only in the browser's cookie. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Every code sent, by number and client address: the send limits count these rows. */
export const smsSendLog = pgTable(
  'sms_send_log',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    clientAddress: text('client_address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sms_send_log_mobile_idx').on(table.mobile, table.sentAt),
    index('sms_send_log_address_idx').on(table.clientAddress, table.sentAt),
  ],
);

/** The SMS messages sent, kept outside production only so tests and the e2e suite can read the codes. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    sender: text('sender').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.mobile, table.sentAt)],
);

/** Wrong passwords given for a number: /login refuses further tries for a while after too many. */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_failures_mobile_idx').on(table.mobile, table.failedAt)],
);
