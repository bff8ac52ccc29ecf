// POST /api/reservations: the reservation draft saved before checkout (product §3, §7), so the reservation
// page can be opened again from its id. The server recomputes the prices; totalSum is the page's claim.

import { MESSAGES, SEARCH_TEXT } from '@rahi/shared-contracts';
import * as z from 'zod';
import { cancellationPolicySchema } from './cancellation-policy';
import { idSchema, ratingSchema, reservationIdSchema, rialSchema, timeOfDaySchema } from './common';
import { isoDateField, MAX_NIGHTS } from './query-params';

/** The cart's SelectedRoom (cart/selected-room.ts) as it travels; roomTypeId when `id` is not the room type. */
export const selectedRoomSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  roomTypeId: idSchema.optional(),
  totalBoardPrice: rialSchema,
  totalCustomerPrice: rialSchema,
  extraBedCount: z.int().nonnegative(),
  extraBoardPrice: rialSchema,
  extraCustomerPrice: rialSchema,
  earlyCheckIn: z.boolean(),
  lateCheckOut: z.boolean(),
  early: z.object({
    earlyBoardPrice: rialSchema,
    earlyCustomerPrice: rialSchema,
    extraEarlyBoardPrice: rialSchema,
    extraEarlyCustomerPrice: rialSchema,
  }),
  late: z.object({
    lateBoardPrice: rialSchema,
    lateCustomerPrice: rialSchema,
    extraLateBoardPrice: rialSchema,
    extraLateCustomerPrice: rialSchema,
  }),
});
export type ReservationRoom = z.infer<typeof selectedRoomSchema>;

export const reservationDataSchema = z.object({
  reserveDates: z.array(z.string()),
  rooms: z.array(selectedRoomSchema).min(1, { error: MESSAGES.chooseRoom }),
  totalSum: rialSchema,
  checkin: isoDateField('checkin'),
  nights: z.int().positive().max(MAX_NIGHTS, { error: SEARCH_TEXT.tooManyNights }),
  hotelId: idSchema,
  hotelName: z.string().min(1),
  /** The hotel's stars. */
  hotelRate: ratingSchema,
  hotelAddress: z.string(),
  checkInTime: timeOfDaySchema,
  checkOutTime: timeOfDaySchema,
  /** Set by booking-api when it prices the draft: the hotel's policy then, which the booking keeps. */
  cancellationRules: cancellationPolicySchema.optional(),
});
export type ReservationData = z.infer<typeof reservationDataSchema>;

/**
 * The header in which the gateway tells booking-api the browser session behind a call (its HttpOnly session
 * cookie): a reservation draft belongs to that session. Only the gateway sets it; it drops the browser's.
 */
export const DRAFT_SESSION_HEADER = 'x-rahi-session';

export const saveReservationSchema = z.object({
  reservationId: reservationIdSchema,
  reservationData: reservationDataSchema,
});
export type SaveReservationBody = z.infer<typeof saveReservationSchema>;
