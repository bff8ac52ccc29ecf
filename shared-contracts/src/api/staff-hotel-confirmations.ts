// Hotel confirmations (/staff/hotel-confirmations): paid bookings of hotels that confirm by hand, waiting for
// the hotel's answer, and the answer itself (confirm, or refuse with a reason: a full refund at once).

import * as z from 'zod';
import { STAFF_DESK_MESSAGES } from '../staff';
import { idSchema, rialSchema } from './common';
import { queryInt, queryParam } from './query-params';
import { staffReasonSchema } from './staff-bookings';

export const hotelConfirmationsQuerySchema = z.object({
  hotelId: queryParam(queryInt('hotelId', 1, 2_147_483_647).optional()),
  page: queryParam(queryInt('page', 1, 10_000).default(1)),
});

export const hotelConfirmationSchema = z.object({
  reserveId: z.string(),
  hotel: z.object({ id: idSchema, name: z.string() }),
  checkin: z.string(),
  nights: z.int().positive(),
  rooms: z.int().positive(),
  guestName: z.string().nullable(),
  toPay: rialSchema,
  paidAt: z.string(),
  /** The hotel's answer is due by then; later, support is asked to follow it up (`escalatedAt`). */
  answerDeadline: z.string(),
  escalatedAt: z.string().nullable(),
});
export type HotelConfirmation = z.infer<typeof hotelConfirmationSchema>;

export const hotelConfirmationListSchema = z.object({
  items: z.array(hotelConfirmationSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type HotelConfirmationList = z.infer<typeof hotelConfirmationListSchema>;

/** POST /staff/bookings/:reserveId/hotel-decision: a refusal needs its reason. */
export const hotelDecisionBodySchema = z
  .strictObject({
    decision: z.enum(['confirm', 'refuse'], { error: STAFF_DESK_MESSAGES.decisionRequired }),
    reason: staffReasonSchema.optional(),
  })
  .refine((body) => body.decision === 'confirm' || body.reason !== undefined, {
    error: STAFF_DESK_MESSAGES.refusalReasonRequired,
    path: ['reason'],
  });
export type HotelDecisionBody = z.infer<typeof hotelDecisionBodySchema>;

export const hotelDecisionSchema = z.object({
  reserveId: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  /** On a refusal: what went back in full, and where. */
  refund: rialSchema,
  refundTo: z.enum(['wallet', 'card']).nullable(),
});
export type HotelDecision = z.infer<typeof hotelDecisionSchema>;
