// Rates and availability in the back office (hotel managers for their hotels, admins for any): the hotels a member
// may manage with their room types, a room type's nights (a month at a time) and one change applied to a range
// of nights, optionally only on some weekdays. Money is in Rial; dates are YYYY-MM-DD, `to` included.
//
// Rooms: `rooms` is what the hotel offers that night in all, `taken` the rooms bookings hold or have bought,
// `free` what is left to sell (rooms − taken). A change sets `freeCount` (the night's rooms in all: it can never
// drop below `taken`) or adds `addRooms` to them.

import { AMENITY_LABELS, isIsoDate, toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';
import { STAFF_RATES_MESSAGES as M } from '../staff';
import { cancellationPolicySchema } from './cancellation-policy';
import { idSchema, rialSchema } from './common';

/** The longest range one change may cover, and the longest one read at a time. */
export const RATES_LIMITS = { changeNights: 366, readNights: 93 } as const;

const day = z.string({ error: M.dateInvalid }).refine(isIsoDate, { error: M.dateInvalid });
const price = z
  .int({ error: M.priceInvalid })
  .min(1, { error: M.priceInvalid })
  .max(1_000_000_000_000, { error: M.priceInvalid });

export const staffNightsQuerySchema = z
  .object({ from: day, to: day })
  .refine((query) => query.from <= query.to, { error: M.datesOrder, path: ['to'] });
export type StaffNightsQuery = z.infer<typeof staffNightsQuerySchema>;

/** PUT /staff/hotels/:id/room-types/:roomTypeId/nights. Weekdays: 0 = Sunday … 6 = Saturday (Date#getUTCDay). */
export const staffNightsChangeSchema = z
  .strictObject({
    from: day,
    to: day,
    weekdays: z
      .array(
        z
          .int({ error: M.weekdaysInvalid })
          .min(0, { error: M.weekdaysInvalid })
          .max(6, { error: M.weekdaysInvalid }),
      )
      .min(1, { error: M.weekdaysInvalid })
      .max(7, { error: M.weekdaysInvalid })
      .refine((days) => new Set(days).size === days.length, { error: M.weekdaysInvalid })
      .optional(),
    boardPrice: price.optional(),
    customerPrice: price.optional(),
    freeCount: z
      .int({ error: M.roomsInvalid })
      .min(0, { error: M.roomsInvalid })
      .max(999, { error: M.roomsInvalid })
      .optional(),
    addRooms: z
      .int({ error: M.addRoomsInvalid })
      .min(-999, { error: M.addRoomsInvalid })
      .max(999, { error: M.addRoomsInvalid })
      .refine((count) => count !== 0, { error: M.addRoomsInvalid })
      .optional(),
    closed: z.boolean().optional(),
  })
  .refine((change) => change.from <= change.to, { error: M.datesOrder, path: ['to'] })
  .refine((change) => change.freeCount === undefined || change.addRooms === undefined, {
    error: M.roomsEither,
    path: ['addRooms'],
  })
  .refine(
    (change) =>
      [change.boardPrice, change.customerPrice, change.freeCount, change.addRooms, change.closed].some(
        (value) => value !== undefined,
      ),
    { error: M.nothingToChange },
  );
export type StaffNightsChange = z.infer<typeof staffNightsChangeSchema>;

export const staffNightSchema = z.object({
  date: z.string(),
  boardPrice: rialSchema,
  customerPrice: rialSchema,
  /** The night's rooms in all: taken + free. */
  rooms: z.int().nonnegative(),
  taken: z.int().nonnegative(),
  free: z.int().nonnegative(),
  closed: z.boolean(),
});
export type StaffNight = z.infer<typeof staffNightSchema>;

export const staffRoomTypeNightsSchema = z.object({
  hotel: z.object({ id: idSchema, name: z.string() }),
  roomType: z.object({ id: idSchema, name: z.string(), inventory: z.int().nonnegative() }),
  /** Each night of the range that has a price, in date order (a night without one is missing). */
  nights: z.array(staffNightSchema),
});
export type StaffRoomTypeNights = z.infer<typeof staffRoomTypeNightsSchema>;

/** PUT's answer: how many nights changed, and the range read again. */
export const staffNightsChangedSchema = staffRoomTypeNightsSchema.extend({ changed: z.int().nonnegative() });
export type StaffNightsChanged = z.infer<typeof staffNightsChangedSchema>;

/** GET /staff/hotels: the hotels the member may manage (a manager's own; an admin's by name), with room types. */
export const staffManagedHotelSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string(),
  roomTypes: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type StaffManagedHotel = z.infer<typeof staffManagedHotelSchema>;

/**
 * The columns of a rates file (CSV, a heading line first, comma-separated, UTF-8), English or Persian names. Empty
 * cells leave the night as it is. Money in Toman; digits Persian or Latin; thousands marks allowed in quotes.
 */
export const RATES_CSV_COLUMNS = [
  {
    key: 'date',
    names: ['date', 'تاریخ'],
    required: true,
    means: 'شب، شمسی مانند ۱۴۰۵/۰۹/۱۰ (یا میلادی به شکل YYYY-MM-DD)',
  },
  {
    key: 'roomType',
    names: ['room_type', 'نوع اتاق'],
    required: true,
    means: 'نام نوع اتاق (همان‌که در پیشخوان است) یا شماره‌ی آن',
  },
  {
    key: 'boardPrice',
    names: ['board_price', 'قیمت رسمی'],
    required: false,
    means: 'قیمت رسمی یک شب (تومان)',
  },
  {
    key: 'customerPrice',
    names: ['customer_price', 'قیمت فروش'],
    required: false,
    means: 'قیمت فروش یک شب (تومان)',
  },
  { key: 'rooms', names: ['rooms', 'تعداد اتاق'], required: false, means: 'کل اتاق‌های آن شب، رزروشده‌ها هم' },
  { key: 'closed', names: ['closed', 'بسته'], required: false, means: 'بله یا ۱: بسته؛ خیر یا ۰: باز' },
] as const;

/** The most lines (the heading included) and characters a rates file may have. */
export const RATES_CSV_LIMITS = { lines: 3100, characters: 512_000 } as const;

/** POST /staff/hotels/:id/nights-import: the file's text. */
export const staffNightsImportSchema = z.strictObject({
  csv: z.string({ error: M.importEmpty }).min(1, { error: M.importEmpty }).max(RATES_CSV_LIMITS.characters, {
    error: M.importTooLarge,
  }),
});
export type StaffNightsImport = z.infer<typeof staffNightsImportSchema>;

export const staffNightsImportedSchema = z.object({
  /** Lines applied (the heading not counted) and distinct nights changed. */
  lines: z.int().nonnegative(),
  nights: z.int().nonnegative(),
  from: z.string(),
  to: z.string(),
});
export type StaffNightsImported = z.infer<typeof staffNightsImportedSchema>;

const time = z
  .string({ error: M.timeInvalid })
  .transform((text) => toAsciiDigits(text).trim())
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeInvalid }));

const charge = {
  percent: z
    .number({ error: M.policyPercent })
    .int({ error: M.policyPercent })
    .min(0, { error: M.policyPercent })
    .max(100, { error: M.policyPercent }),
  of: z.enum(['firstNight', 'stay']),
};

/** A hotel's own cancellation policy as a manager writes it: cancellationPolicySchema, with Persian refusals. */
export const staffCancellationPolicySchema = z.strictObject({
  tiers: z
    .array(
      z.strictObject({
        minDaysBefore: z
          .number({ error: M.policyDays })
          .int({ error: M.policyDays })
          .min(0, { error: M.policyDays })
          .max(365, { error: M.policyDays }),
        ...charge,
      }),
    )
    .min(1, { error: M.policyTierCount })
    .max(8, { error: M.policyTierCount })
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.minDaysBefore < (tiers[i - 1]?.minDaysBefore ?? 0)),
      { error: M.policyOrder, abort: true },
    )
    .refine((tiers) => tiers.at(-1)?.minDaysBefore === 0, { error: M.policyLastTier }),
  holidays: z.strictObject({ ...charge, days: z.enum(['nowruz', 'nowruzAndOfficial']) }).nullable(),
});

/** PATCH /staff/hotels/:id: what a hotel manager may change of their hotel's page; any of these. */
export const staffHotelDetailsChangeSchema = z
  .strictObject({
    description: z
      .string({ error: M.descriptionLength })
      .trim()
      .min(20, { error: M.descriptionLength })
      .max(5000, { error: M.descriptionLength })
      .optional(),
    amenities: z
      .array(z.string().refine((key) => key in AMENITY_LABELS, { error: M.amenityUnknown }))
      .max(100, { error: M.amenityUnknown })
      .transform((keys) => [...new Set(keys)])
      .optional(),
    phone: z
      .string({ error: M.phoneInvalid })
      .transform((text) => toAsciiDigits(text).replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^0\d{10}$/, { error: M.phoneInvalid }))
      .nullable()
      .optional(),
    checkInTime: time.optional(),
    checkOutTime: time.optional(),
    /** The hotel's own policy; null: the site-wide scale. Bookings already made keep theirs. */
    cancellationRules: staffCancellationPolicySchema.nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: M.nothingToChange,
  });
export type StaffHotelDetailsChange = z.infer<typeof staffHotelDetailsChangeSchema>;

export const staffHotelDetailsSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  amenities: z.array(z.string()),
  phone: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Null: the site-wide scale. */
  cancellationRules: cancellationPolicySchema.nullable(),
  updatedAt: z.string(),
});
export type StaffHotelDetails = z.infer<typeof staffHotelDetailsSchema>;
