// GET /cities/:id/price-calendar and GET /hotels/:id/price-calendar: each day's lowest per-night customer price
// among the rooms free that night, or why none can be had (sold out, or closed: no room priced).

import { PRICE_DAY_STATUSES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { rialSchema } from './common';
import { isoDateField, queryParam } from './query-params';

/** `from` and `to`, both included; the span (at most MAX_PRICE_CALENDAR_DAYS) is checked by the server. */
export const priceCalendarQuerySchema = z.object({
  from: queryParam(isoDateField('from')),
  to: queryParam(isoDateField('to')),
});
export type PriceCalendarQuery = z.infer<typeof priceCalendarQuerySchema>;

export const priceCalendarDaySchema = z.object({
  date: z.iso.date(),
  /** The lowest customer price per night in Rial of a room free that night; null when none is. */
  price: rialSchema.nullable(),
  status: z.enum(PRICE_DAY_STATUSES),
});
export type PriceCalendarDay = z.infer<typeof priceCalendarDaySchema>;

export const priceCalendarSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(priceCalendarDaySchema),
});
export type PriceCalendar = z.infer<typeof priceCalendarSchema>;
