// For tests and local development: POST /dev/hotels/:id/price-drop { checkin, nights, percent } lowers a
// hotel's customer prices on those nights by `percent`, as a hotel manager would; POST /dev/price-alerts/check
// runs the daily price-alert check now, the alerts the day's sweep already compared included (the sweep does it on
// its own once a day, and may have compared an alert between its creation and the price drop).
import { addDays, MESSAGES } from '@rahi/shared-contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as z from 'zod';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { roomNights } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { priceAlertCheck } from '../favourites/price-alerts';
import { messageLinks } from '../outbox/booking-message';

const dropSchema = z.object({
  checkin: z.iso.date(),
  nights: z.int().min(1).max(30),
  percent: z.number().gt(0).lt(100),
});

export async function dropHotelPrices(c: Context, db: Database) {
  const hotelId = parseId(c.req.param('id'), MESSAGES.hotelNotFound);
  const body = parseWith(dropSchema, await c.req.json().catch(() => undefined));
  const factor = 1 - body.percent / 100;
  const changed = await db
    .update(roomNights)
    .set({ customerPrice: sql`round(${roomNights.customerPrice} * ${String(factor)}::numeric)` })
    .where(
      and(
        eq(roomNights.hotelId, hotelId),
        gte(roomNights.date, body.checkin),
        lt(roomNights.date, addDays(body.checkin, body.nights)),
      ),
    )
    .returning({ date: roomNights.date });
  if (changed.length === 0) throw new ApiProblem(404, [MESSAGES.hotelNotFound]);
  return ok(c, { nights: changed.length });
}

export async function checkPriceAlertsNow(c: Context, db: Database, clock: Clock) {
  return ok(c, await priceAlertCheck(db, messageLinks().origin)(clock(), { again: true }));
}
