// Reserve and pay (docs/api-contract.md "Bookings, payments, profile"): the bodies the reservation page
// sends to booking-api and what it gets back. The server validates with these and the page parses with them.

import { BOOKING_MESSAGES, toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  isPaidStatus,
  PAID_BOOKING_STATUSES,
} from '../reservation/booking-status';
import { mobileSchema } from './auth';
import { cancellationPolicySchema } from './cancellation-policy';
import { reservationIdSchema, rialSchema } from './common';
import {
  checkNames,
  nameTextSchema,
  nationalCodeSchema,
  nationalitySchema,
  passportNumberSchema,
  withNormalizedNames,
} from './identity';

/** A guest with no national code is foreign: their name is checked as the passport spells it. */
const isForeignGuest = (guest: { nationalCode?: string | undefined }) => !guest.nationalCode;

/**
 * One room's guest: an Iranian with a national code and a Persian name, or a foreign guest with passport,
 * nationality and the name as in the passport (Latin or Persian letters).
 */
export const bookingGuestSchema = z
  .object({
    roomIndex: z.int().nonnegative(),
    firstName: nameTextSchema,
    lastName: nameTextSchema,
    nationalCode: nationalCodeSchema.optional(),
    passportNumber: passportNumberSchema.optional(),
    nationality: nationalitySchema.optional(),
  })
  .refine((guest) => guest.nationalCode || (guest.passportNumber && guest.nationality), {
    error: BOOKING_MESSAGES.passportAndNationality,
    path: ['passportNumber'],
  })
  .superRefine((guest, context) => checkNames(guest, isForeignGuest(guest), context))
  .overwrite((guest) => withNormalizedNames(guest, isForeignGuest(guest)));
export type BookingGuest = z.infer<typeof bookingGuestSchema>;

/** POST /bookings. `expectedAmount` is the amount to pay the page showed: a different one is refused. */
export const createBookingBodySchema = z.object({
  reservationId: reservationIdSchema,
  booker: z.object({
    mobile: mobileSchema,
    email: z.email({ error: BOOKING_MESSAGES.invalidEmail }).optional(),
  }),
  guests: z.array(bookingGuestSchema).min(1, { error: BOOKING_MESSAGES.guestsIncomplete }).max(20),
  discountCode: z.string().trim().min(1).max(40).optional(),
  useCredit: z.boolean().optional(),
  usePoints: z.boolean().optional(),
  expectedAmount: rialSchema.optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export { BOOKING_STATUSES, type BookingStatus, isPaidStatus, PAID_BOOKING_STATUSES };
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

export const PAYMENT_STATUSES = [
  'pending',
  'verified',
  'failed',
  'cancelled',
  'refunded',
  'reversed',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The price lines as charged (Rial); `points` is their value in Rial. */
export const bookingAmountsSchema = z.object({
  total: rialSchema,
  hotelDiscount: z.int(),
  discount: rialSchema,
  credit: rialSchema,
  points: rialSchema,
  toPay: rialSchema,
});

export const createdBookingSchema = z.object({
  reserveId: z.string().regex(/^\d{8}$/),
  status: bookingStatusSchema,
  holdExpiresAt: z.string(),
  amounts: bookingAmountsSchema,
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const bookingPaymentSchema = z.object({
  status: paymentStatusSchema,
  provider: z.string(),
  amount: rialSchema,
  refId: z.string().nullable(),
  cardPan: z.string().nullable(),
  at: z.string(),
});

/** One line of a booked room's price (roomPriceLines): a night, its extra beds, early check-in, late check-out. */
export const bookingPriceLineSchema = z.object({
  kind: z.enum(['night', 'extraBeds', 'earlyCheckIn', 'lateCheckOut']),
  date: z.string().nullable(),
  count: z.int().positive(),
  boardPrice: rialSchema,
  customerPrice: rialSchema,
});

export const bookingRoomSchema = z.object({
  roomIndex: z.int().nonnegative(),
  roomTypeId: z.int().positive(),
  name: z.string(),
  extraBedCount: z.int().nonnegative(),
  earlyCheckIn: z.boolean(),
  lateCheckOut: z.boolean(),
  boardPrice: rialSchema,
  customerPrice: rialSchema,
  /** The room's price line by line, as charged; empty for a booking made before the lines were kept. */
  priceLines: z.array(bookingPriceLineSchema).optional(),
});

/** The money a cancelled booking gave back and where it went (describeRefund words it). */
export const bookingRefundSchema = z.object({
  amount: rialSchema,
  destination: z.enum(['wallet', 'card']),
  cardPan: z.string().nullable(),
  status: z.enum(['done', 'pending']),
});

/** GET /bookings/:reserveId: the booking as it was charged. */
export const bookingSchema = z.object({
  reserveId: z.string(),
  status: bookingStatusSchema,
  hotel: z.object({
    id: z.int(),
    name: z.string(),
    stars: z.int(),
    address: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
  }),
  checkin: z.string(),
  checkOut: z.string(),
  nights: z.int().positive(),
  rooms: z.array(bookingRoomSchema),
  guests: z.array(bookingGuestSchema),
  booker: z.object({ mobile: z.string(), email: z.string().nullable() }),
  discountCode: z.string().nullable(),
  amounts: bookingAmountsSchema,
  holdExpiresAt: z.string(),
  createdAt: z.string(),
  payment: bookingPaymentSchema.nullable(),
  /** Once cancelled: its refund, null when nothing came back (booking-api always sends it). */
  refund: bookingRefundSchema.nullable().optional(),
  /** The cancellation policy it was booked under: later changes of the hotel's leave it alone. */
  cancellationRules: cancellationPolicySchema.optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingLookupQuerySchema = z.object({ mobile: mobileSchema.optional() });

/** The check-reservation form (/reserve-status and the header's modal): a reserve id and the booker's mobile. */
export const reserveLookupSchema = z.object({
  reserveId: z
    .string({ error: BOOKING_MESSAGES.reserveIdInvalid })
    .transform((value) => toAsciiDigits(value).trim())
    .pipe(z.string().regex(/^\d{8}$/, { error: BOOKING_MESSAGES.reserveIdInvalid })),
  mobile: mobileSchema,
});
export type ReserveLookup = z.infer<typeof reserveLookupSchema>;

/** POST /bookings/:reserveId/payments */
export const startPaymentBodySchema = z.object({ mobile: mobileSchema });
export const startedPaymentSchema = z.object({ paymentId: z.int().positive(), redirectUrl: z.string() });
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** POST /payments/verify: Authority and Status exactly as the bank put them in the callback's query. */
export const verifyPaymentBodySchema = z.object({
  authority: z.string().trim().min(1).max(64),
  status: z.string().trim().max(10),
});

/**
 * Only what the return page needs to move on: anyone holding the authority (it travels in the bank's URL) reads
 * it, so it names no booker, no amount and no bank reference; the next page looks the booking up itself.
 */
export const verifiedPaymentSchema = z.object({
  reserveId: z.string(),
  /** The booking's status after this callback. */
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Why the payment did not confirm the booking, in Persian; null when it did. */
  reason: z.string().nullable(),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** POST /discount-codes/check: a code limited per traveller is counted for the logged-in account. */
export const discountCheckBodySchema = z.object({
  code: z.string().trim().min(1).max(40),
  reservationId: reservationIdSchema,
});
/** A code's rule as stored: a percent (capped by `maxAmount` when set) or a fixed amount, in Rial. */
export const discountRuleSchema = z.object({
  percent: z.int().positive().max(100).nullable(),
  maxAmount: rialSchema.nullable(),
  fixedAmount: rialSchema.nullable(),
});
export const discountCheckSchema = z.object({
  code: z.string(),
  amount: rialSchema,
  rule: discountRuleSchema,
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

export const walletTransactionsQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export const walletTransactionSchema = z.object({
  id: z.int(),
  at: z.string(),
  kind: z.enum(['credit', 'debit']),
  description: z.string(),
  /** Signed Rial: positive for a credit, negative for a debit. */
  amount: z.int(),
  /** The wallet's balance after this row. */
  balance: z.int(),
});
export const walletTransactionsSchema = z.object({
  items: z.array(walletTransactionSchema),
  total: z.int().nonnegative(),
  balance: z.int(),
  points: z.int(),
});
export type WalletTransactions = z.infer<typeof walletTransactionsSchema>;
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
