// GET /hotels/:id/rooms: the room types on offer for a stay, each priced night by night (docs/api-contract.md).
import * as z from 'zod';
import { idSchema, rialSchema } from './common';
import { adultsParam, isoDateField, MAX_NIGHTS, queryInt, queryParam } from './query-params';

export const roomsQuerySchema = z.object({
  checkin: queryParam(isoDateField('checkin')),
  nights: queryParam(queryInt('nights', 1, MAX_NIGHTS).default(1)),
  adults: adultsParam(),
});
export type RoomsQuery = z.infer<typeof roomsQuerySchema>;

export const nightPriceSchema = z.object({
  date: isoDateField('date'),
  boardPrice: rialSchema,
  customerPrice: rialSchema,
});
export type NightPrice = z.infer<typeof nightPriceSchema>;

/** A room type for the asked stay. Totals are for the whole stay; early and late are per stay too. */
export const roomOfferSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  capacity: z.int().positive(),
  maxExtraBeds: z.int().nonnegative(),
  breakfast: z.boolean(),
  /** The room's floor area in whole square metres (booking-api has it for every room type). */
  sizeM2: z.int().positive(),
  /** One room of this type, with all its extra beds, holds the party asked for (`adults`). */
  holdsParty: z.boolean(),
  /** Rooms of this type free on every night of the stay; 0 is shown as full. */
  freeCount: z.int().nonnegative(),
  nights: z.array(nightPriceSchema).min(1),
  totalBoardPrice: rialSchema,
  totalCustomerPrice: rialSchema,
  extraBoardPrice: rialSchema,
  extraCustomerPrice: rialSchema,
  early: z.object({
    available: z.boolean(),
    earlyBoardPrice: rialSchema,
    earlyCustomerPrice: rialSchema,
    extraEarlyBoardPrice: rialSchema,
    extraEarlyCustomerPrice: rialSchema,
  }),
  late: z.object({
    available: z.boolean(),
    lateBoardPrice: rialSchema,
    lateCustomerPrice: rialSchema,
    extraLateBoardPrice: rialSchema,
    extraLateCustomerPrice: rialSchema,
  }),
});
export type RoomOffer = z.infer<typeof roomOfferSchema>;
