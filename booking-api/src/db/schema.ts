// The booking-api's tables (Drizzle, PostgreSQL dialect: PGlite and PostgreSQL alike).
// Money is integer Rial (bigint, read as JS numbers: every amount here is far below 2^53).
import type { CancellationPolicy, HotelType, PriceLine } from '@rahi/shared-contracts';
import type { ContentBlock, InboxState } from '@rahi/shared-contracts/api';
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
import { cities } from './cities-schema';

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
    /** The reception's number (seeded from the province's area code); null until known. */
    phone: text('phone'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    description: text('description').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    nearPlaces: jsonb('near_places').$type<NearPlace[]>().notNull(),
    images: jsonb('images').$type<HotelImage[]>().notNull(),
    childPolicy: text('child_policy').notNull(),
    /** The hotel's own cancellation policy (its text is written from it); null: the site-wide default. */
    cancellationRules: jsonb('cancellation_rules').$type<CancellationPolicy>(),
    /** Average of the reviews, out of 5, kept with the reviews. */
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    recommendPercent: smallint('recommend_percent').notNull().default(0),
    scores: jsonb('scores').$type<CategoryScores>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** The last change of the hotel's page: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** The room type's hotel and city, copied (they never change) so a city's search reads one index range. */
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
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
    /** Closed by the hotel: nothing is sold that night, whatever is free (the back office's rates page). */
    closed: boolean('closed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.roomTypeId, table.date] }),
    index('room_nights_date_idx').on(table.date),
    // The migration (0006) creates it with INCLUDE (hotel_id, room_type_id, customer_price, board_price,
    // free_count, and since 0024 closed), which drizzle cannot declare: a city's search for a stay is then an index-only range scan.
    index('room_nights_city_date_idx').on(table.cityId, table.date),
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
    /** The booking of a traveller's review: one review per booking; null for seeded reviews. */
    bookingId: integer('booking_id').unique(),
    title: text('title'),
    /** 'published' is shown; 'held' waits for a person (moderation rules); 'rejected' is never shown. */
    status: text('status').$type<'published' | 'held' | 'rejected'>().notNull().default('published'),
    /** Written by the booker of a finished stay. */
    verified: boolean('verified').notNull().default(false),
    /** Why the moderation rules held it. */
    moderationNote: text('moderation_note'),
  },
  (table) => [index('reviews_hotel_idx').on(table.hotelId, table.status)],
);

/** Site-wide content by key: the header/footer payload, content pages' bodies. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reservation data saved before checkout (product §3, §7), priced by the server. */
export const reservationDrafts = pgTable(
  'reservation_drafts',
  {
    id: uuid('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    data: jsonb('data').notNull(),
    totalSum: rial('total_sum'),
    /** The browser session that made it (the gateway's HttpOnly session cookie, sent as X-Rahi-Session). */
    ownerSession: text('owner_session'),
    /** The traveller logged in when it was made, if any: their other browsers may use it too. */
    ownerUserId: integer('owner_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '2 hours'`),
  },
  (table) => [index('reservation_drafts_expiry_idx').on(table.expiresAt)],
);

/**
 * Travellers who logged in by mobile number. A number is registered on its first successful code;
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

// ---- Reserve and pay: bookings, payments, the wallet and points ledgers, discount codes ----

/** A booking made from a reservation draft; its rooms are taken from room_nights while it is held or paid. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The short public id (8 random digits) a traveller finds the booking by, with the booker's mobile. */
    reserveId: text('reserve_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    draftId: uuid('draft_id').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    bookerMobile: text('booker_mobile').notNull(),
    bookerEmail: text('booker_email'),
    status: text('status')
      .$type<'pending_payment' | 'confirmed' | 'awaiting_hotel' | 'cancelled' | 'expired'>()
      .notNull(),
    total: rial('total'),
    hotelDiscount: bigint('hotel_discount', { mode: 'number' }).notNull(),
    discount: rial('discount'),
    credit: rial('credit'),
    points: rial('points'),
    pointsUsed: integer('points_used').notNull().default(0),
    toPay: rial('to_pay'),
    discountCodeId: integer('discount_code_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the SMS asking for a review went out after check-out. */
    reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true }),
    /**
     * The hotel's cancellation policy as the traveller was shown it (kept in the draft when it was priced); a later
     * change of the hotel's policy leaves this booking's alone. Null: the site-wide default.
     */
    cancellationRules: jsonb('cancellation_rules').$type<CancellationPolicy>(),
  },
  (table) => [
    index('bookings_hold_idx').on(table.status, table.holdExpiresAt),
    index('bookings_user_idx').on(table.userId),
  ],
);

/** One row per room of a booking: the room type, its options, its guest and its price as charged. */
export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomIndex: smallint('room_index').notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    name: text('name').notNull(),
    extraBedCount: smallint('extra_bed_count').notNull(),
    earlyCheckIn: boolean('early_check_in').notNull(),
    lateCheckOut: boolean('late_check_out').notNull(),
    boardPrice: rial('board_price'),
    customerPrice: rial('customer_price'),
    /** The room's price line by line as charged (roomPriceLines in shared-contracts). */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    guest: jsonb('guest').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('booking_rooms_booking_idx').on(table.bookingId)],
);

/** One row per payment attempt: one provider authority each (Zarinpal's request is not idempotent). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    authority: text('authority').notNull().unique(),
    amount: rial('amount'),
    status: text('status')
      .$type<'pending' | 'verified' | 'failed' | 'cancelled' | 'refunded' | 'reversed'>()
      .notNull(),
    refId: text('ref_id'),
    cardPan: text('card_pan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    index('payments_status_idx').on(table.status, table.createdAt),
  ],
);

/** The sandbox provider's bank: what a test bank would remember about each payment. */
export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  authority: text('authority').primaryKey(),
  amount: rial('amount'),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  state: text('state').$type<'IN_BANK' | 'PAID' | 'VERIFIED' | 'FAILED' | 'REVERSED'>().notNull(),
  refId: text('ref_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The wallet ledger: every credit (positive) or debit (negative) with its reason; the balance is the sum. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The booking it is for; no foreign key, so the ledger outlives a reseed that empties bookings. */
    bookingId: integer('booking_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_entries_user_idx').on(table.userId, table.id)],
);

/**
 * A traveller's request to be paid part of their wallet to a bank account (Sheba). The amount leaves the wallet
 * at once (its ledger row, `walletEntryId`), in the same transaction; support pays it from the back office
 * later (`paid`), or turns it down and gives it back (`rejected`).
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: rial('amount'),
    sheba: text('sheba').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'rejected'>().notNull().default('pending'),
    walletEntryId: integer('wallet_entry_id')
      .notNull()
      .references(() => walletEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('wallet_withdrawals_user_idx').on(table.userId, table.id)],
);

/** The loyalty points ledger, kept like the wallet's. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    /** The booking it is for; no foreign key, so the ledger outlives a reseed that empties bookings. */
    bookingId: integer('booking_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('point_entries_user_idx').on(table.userId, table.id)],
);

/** Discount codes: a fixed Rial amount or a percent (capped), a minimum purchase, an expiry, once per traveller. */
export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  percent: smallint('percent'),
  amount: bigint('amount', { mode: 'number' }),
  maxAmount: bigint('max_amount', { mode: 'number' }),
  minPurchase: rial('min_purchase').default(0),
  /** The first moment the code applies (the start of its first day in Tehran); null: from its creation. */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  /** The moment it stops applying (the end of its last day in Tehran); null: no end. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Uses allowed per traveller; such a code needs a login and is counted per account. Null: no such limit. */
  maxUsesPerTraveller: smallint('max_uses_per_traveller'),
  /** Bookings that may use it in all (held or paid); null: no such limit. Counted under the code's row lock. */
  maxUses: integer('max_uses'),
  /**
   * Only for this city's or this hotel's stays. Not foreign keys: the seed may empty and refill cities and hotels
   * (keeping their ids), and codes outlive that; the back office checks they exist when it saves a code.
   */
  cityId: integer('city_id'),
  hotelId: integer('hotel_id'),
  /** Set by the back office: the code no longer applies (it answers as unknown). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A code used for a booking: by the logged-in account (null for a guest) and the booker's mobile, for the
 * record. The row goes when that booking ends unpaid; a paid booking keeps it, cancelled or not.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id').references(() => users.id),
    mobile: text('mobile').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (table) => [index('discount_code_uses_account_idx').on(table.codeId, table.userId)],
);

/**
 * Money given back for a cancelled booking, to whoever paid: the account's wallet (with its ledger row, `done`),
 * or, for a booking paid by a guest, the card it came from (`pending` until it is paid out to the card).
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amount: rial('amount'),
    destination: text('destination').$type<'wallet' | 'card'>().notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The masked card of the verified payment, for a refund to the card. */
    cardPan: text('card_pan'),
    status: text('status').$type<'done' | 'pending'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_refunds_booking_idx').on(table.bookingId)],
);

/** Failed GET /bookings/:reserveId lookups by client address: the lookup limit counts these rows. */
export const bookingLookupFailures = pgTable(
  'booking_lookup_failures',
  {
    id: serial('id').primaryKey(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_lookup_failures_idx').on(table.clientAddress, table.failedAt)],
);

/** The same failures by reserve id: guessing one booking's mobile from many addresses is limited too. */
export const reserveIdLookupFailures = pgTable(
  'reserve_id_lookup_failures',
  {
    id: serial('id').primaryKey(),
    reserveId: text('reserve_id').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reserve_id_lookup_failures_idx').on(table.reserveId, table.failedAt)],
);

// ---- The traveller's profile: profile fields on users, saved passengers, support tickets ----

/** docs/product.md §3's profile fields, kept beside the account; all optional until the traveller fills them in. */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  phone: text('phone'),
  nationalCode: text('national_code'),
  address: text('address'),
  postalCode: text('postal_code'),
  userKind: smallint('user_kind').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People a traveller books for: offered on the reservation page. */
export const passengers = pgTable(
  'passengers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationalCode: text('national_code'),
    passportNumber: text('passport_number'),
    nationality: text('nationality'),
    birthDate: date('birth_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('passengers_user_idx').on(table.userId, table.id)],
);

/** Support tickets: 'open' waits for support, 'answered' waits for the traveller, 'closed' takes no more. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    department: text('department').$type<'booking' | 'payment' | 'refund' | 'other'>().notNull(),
    /** The booking it is about (its public reserve id), checked to be the traveller's own. */
    reserveId: text('reserve_id'),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tickets_user_idx').on(table.userId, table.updatedAt),
    index('tickets_status_idx').on(table.status, table.updatedAt),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<'traveller' | 'support'>().notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.id)],
);

// ---- Public forms: contact, partner registrations, the questionnaire, their rate limits ----

/** A contact message or a partner registration, stored for support to review. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'contact' | 'artist' | 'airport'>().notNull(),
    mobile: text('mobile').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The validated fields as typed (text only; rendered escaped). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<InboxState>().notNull().default('new'),
    /** The support ticket a logged-in sender's contact message opened. */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** 'artist:09…' for a registration: one per kind and mobile, kept by the unique index. */
    duplicateKey: text('duplicate_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_kind_idx').on(table.kind, table.createdAt)],
);

/** One row per accepted submission per key ('contact:address:…', 'artist:mobile:…'): the forms' rate limits. */
export const formRateLog = pgTable(
  'form_rate_log',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_rate_log_key_idx').on(table.key, table.at)],
);

/** The questionnaire's questions, in `position` order; inactive ones are no longer asked. */
export const questionnaireQuestions = pgTable('questionnaire_questions', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  kind: text('kind').$type<'choice' | 'scale' | 'text'>().notNull(),
  text: text('text').notNull(),
  options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  required: boolean('required').notNull().default(true),
  active: boolean('active').notNull().default(true),
});

/** One answer sheet; one per booking when tied to one (the unique reserve id). */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  id: serial('id').primaryKey(),
  reserveId: text('reserve_id').unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  answers: jsonb('answers').$type<{ questionId: number; value: string | number }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
/** CMS pages by path ('about', 'help/payment'): the catch-all /{slug} of any depth renders them. */
export const contentPages = pgTable('content_pages', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Structured blocks (shared-contracts' contentBlockSchema), never HTML. */
  blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const articleCategories = pgTable('article_categories', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  position: smallint('position').notNull(),
});

/** Travel-tip articles (/travel-tips/{slug}); an article about one city shows that city's hotels. */
export const articles = pgTable(
  'articles',
  {
    slug: text('slug').primaryKey(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => articleCategories.slug),
    cityId: integer('city_id').references(() => cities.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('articles_category_idx').on(table.categorySlug, table.publishedAt)],
);

/** City searches counted per day (first pages of /cities/:id/hotels), for /popular-routes. */
export const citySearchCounts = pgTable(
  'city_search_counts',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.day] })],
);

export * from './cities-schema';
export * from './content-editing-schema';
export * from './desk-schema';
export * from './favourites-schema';
export * from './map-schema';
export * from './maps-schema';
export * from './notifications-schema';
export * from './outbox-schema';
export * from './photos-schema';
export * from './registry-schema';
export * from './reports-schema';
export * from './staff-schema';
