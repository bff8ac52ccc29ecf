// The traveller's bookings in the profile: GET /profile/bookings lists them, GET
// /bookings/:reserveId/cancellation quotes cancelling one, POST cancels it and refunds whoever paid.
import * as z from 'zod';
import { bookingAmountsSchema, bookingRefundSchema, bookingStatusSchema } from './bookings';
import { rialSchema } from './common';

/** GET /profile/bookings: an optional status filter and a page of 20. */
export const profileBookingsQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One booking in the list: enough for a card with its status chip, stay, amount and links. */
export const profileBookingSchema = z.object({
  reserveId: z.string(),
  status: bookingStatusSchema,
  hotel: z.object({ id: z.int(), name: z.string(), city: z.string() }),
  checkin: z.string(),
  checkOut: z.string(),
  nights: z.int().positive(),
  roomsCount: z.int().positive(),
  amounts: bookingAmountsSchema,
  bookerMobile: z.string(),
  /**
   * Whether the caller may cancel it: a booking made from their account, or made without one for their mobile.
   * One another account made for their mobile is listed, but only that account cancels it.
   */
  cancellableByCaller: z.boolean(),
  /** Once cancelled: its refund, null when nothing came back (booking-api always sends it). */
  refund: bookingRefundSchema.nullable().optional(),
  createdAt: z.string(),
  holdExpiresAt: z.string(),
});
export type ProfileBooking = z.infer<typeof profileBookingSchema>;

export const profileBookingListSchema = z.object({
  items: z.array(profileBookingSchema),
  total: z.int().nonnegative(),
});
export type ProfileBookingList = z.infer<typeof profileBookingListSchema>;

/**
 * Where a cancelled booking's money goes: back to whoever paid, the wallet of the account that made it, or, for a
 * booking made without an account, the card it was paid with.
 */
export const refundDestinationSchema = z.enum(['wallet', 'card']);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/** GET /bookings/:reserveId/cancellation: what cancelling now keeps and gives back (Rial). */
export const cancellationQuoteSchema = z.object({
  allowed: z.boolean(),
  /** Why it cannot be cancelled here, in Persian; null when allowed. */
  reason: z.string().nullable(),
  penalty: rialSchema,
  refund: rialSchema,
  refundTo: refundDestinationSchema,
  /** The share kept per room (of its first night, or of its whole stay: `chargeOf`), and the days left before check-in. */
  percentOfNight: z.number().min(0).max(100),
  chargeOf: z.enum(['firstNight', 'stay']),
  daysBefore: z.int(),
  /** Whether the policy's holiday rule set the share (the stay falls on Nowruz or an official holiday). */
  holiday: z.boolean(),
});
export type CancellationQuoteData = z.infer<typeof cancellationQuoteSchema>;

/**
 * POST /bookings/:reserveId/cancellation: the booking is cancelled; the refund is in the wallet, or on its way
 * to the card; `credit` is the caller's wallet balance now.
 */
export const cancellationResultSchema = z.object({
  reserveId: z.string(),
  status: z.literal('cancelled'),
  penalty: rialSchema,
  refund: rialSchema,
  refundTo: refundDestinationSchema,
  credit: rialSchema,
});
export type CancellationResult = z.infer<typeof cancellationResultSchema>;
