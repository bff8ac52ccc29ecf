// The desk's side of bookings (/staff/bookings): search, one booking with its money and history, and the
// actions support takes with a written reason (cancel with or without the penalty, refund to the wallet,
// resend the voucher SMS). Hotel managers read and answer their own hotels' bookings (/staff/hotel-confirmations).

import * as z from 'zod';
import { STAFF_DESK_MESSAGES } from '../staff';
import { stripBidiControls } from '../text/bidi-controls';
import {
  bookingAmountsSchema,
  bookingRefundSchema,
  bookingRoomSchema,
  bookingStatusSchema,
  paymentStatusSchema,
} from './bookings';
import { idSchema, rialSchema } from './common';
import { isoDateField, queryInt, queryParam } from './query-params';

/** Why a staff member acts: kept in the audit log beside the change. */
export const staffReasonSchema = z
  .string({ error: STAFF_DESK_MESSAGES.reasonRequired })
  .overwrite(stripBidiControls)
  .trim()
  .min(3, { error: STAFF_DESK_MESSAGES.reasonRequired })
  .max(500, { error: STAFF_DESK_MESSAGES.reasonRequired });

/**
 * GET /staff/bookings: `q` finds a reserve id, the booker's mobile, a guest's name or the hotel's name; `from`
 * and `to` bound the check-in day (inclusive); `escalated` keeps bookings the hotel left unanswered too long.
 */
export const staffBookingsQuerySchema = z.object({
  q: queryParam(z.string().max(80).optional()),
  hotelId: queryParam(queryInt('hotelId', 1, 2_147_483_647).optional()),
  status: queryParam(bookingStatusSchema.optional()),
  from: queryParam(isoDateField('from').optional()),
  to: queryParam(isoDateField('to').optional()),
  escalated: queryParam(z.enum(['true', 'false']).optional()).transform((value) => value === 'true'),
  page: queryParam(queryInt('page', 1, 10_000).default(1)),
});
export type StaffBookingsQuery = z.infer<typeof staffBookingsQuerySchema>;

export const staffBookingSummarySchema = z.object({
  reserveId: z.string(),
  status: bookingStatusSchema,
  hotel: z.object({ id: idSchema, name: z.string() }),
  checkin: z.string(),
  nights: z.int().positive(),
  bookerMobile: z.string(),
  /** The first room's guest, 'first last'. */
  guestName: z.string().nullable(),
  toPay: rialSchema,
  createdAt: z.string(),
  /** When the booking was paid; null before. */
  paidAt: z.string().nullable(),
  /** Set when the hotel did not answer in time and support was asked to follow it up. */
  escalatedAt: z.string().nullable(),
});
export type StaffBookingSummary = z.infer<typeof staffBookingSummarySchema>;

export const staffBookingListSchema = z.object({
  items: z.array(staffBookingSummarySchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type StaffBookingList = z.infer<typeof staffBookingListSchema>;

export const staffPaymentSchema = z.object({
  id: idSchema,
  provider: z.string(),
  authority: z.string(),
  amount: rialSchema,
  status: paymentStatusSchema,
  /** The bank's reference of a captured payment. */
  refId: z.string().nullable(),
  cardPan: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const staffWalletMovementSchema = z.object({
  id: idSchema,
  amount: z.int(),
  reason: z.string(),
  at: z.string(),
});

/** One step of a booking's life: made, paid, closed, or a staff action from the audit log. */
export const staffBookingEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  staff: z.string().nullable(),
  reason: z.string().nullable(),
});

/** GET /staff/bookings/:reserveId. */
export const staffBookingSchema = staffBookingSummarySchema.extend({
  userId: idSchema.nullable(),
  bookerEmail: z.string().nullable(),
  rooms: z.array(bookingRoomSchema.extend({ guest: z.record(z.string(), z.unknown()) })),
  amounts: bookingAmountsSchema,
  payments: z.array(staffPaymentSchema),
  walletMovements: z.array(staffWalletMovementSchema),
  refunds: z.array(bookingRefundSchema.extend({ createdAt: z.string() })),
  /** What may still go back to the traveller's wallet: paid (bank and wallet) less what came back already. */
  refundable: rialSchema,
  /** What cancelling now costs by the hotel's policy, and whether it is allowed. */
  cancellation: z.object({ allowed: z.boolean(), penalty: rialSchema, reason: z.string().nullable() }),
  history: z.array(staffBookingEventSchema),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** POST /staff/bookings/:reserveId/cancellation: the policy's penalty, or none with `waivePenalty`. */
export const staffCancellationBodySchema = z.strictObject({
  reason: staffReasonSchema,
  waivePenalty: z.boolean().optional().default(false),
});
export type StaffCancellationBody = z.input<typeof staffCancellationBodySchema>;

export const staffCancellationSchema = z.object({
  reserveId: z.string(),
  status: z.literal('cancelled'),
  penalty: rialSchema,
  refund: rialSchema,
  refundTo: z.enum(['wallet', 'card']),
});
export type StaffCancellation = z.infer<typeof staffCancellationSchema>;

/** POST /staff/bookings/:reserveId/wallet-refund: Rial, at most what the booking may still give back. */
export const walletRefundBodySchema = z.strictObject({
  amount: z
    .int({ error: STAFF_DESK_MESSAGES.amountInvalid })
    .positive({ error: STAFF_DESK_MESSAGES.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: STAFF_DESK_MESSAGES.amountInvalid }),
  reason: staffReasonSchema,
});
export type WalletRefundBody = z.infer<typeof walletRefundBodySchema>;

export const walletRefundSchema = z.object({
  reserveId: z.string(),
  amount: rialSchema,
  refundable: rialSchema,
});
export type WalletRefund = z.infer<typeof walletRefundSchema>;

/** POST /staff/bookings/:reserveId/voucher-sms. */
export const voucherSmsBodySchema = z.strictObject({ reason: staffReasonSchema });
