// GET /cities/:id/price-calendar and GET /hotels/:id/price-calendar: for each day of a span (at most
// MAX_PRICE_CALENDAR_DAYS), the lowest per-night customer price among the rooms free that night, or why none can be
// had: sold out (every priced room taken) or closed (no room priced). Read through the search's city-nights.
import {
  addDays,
  daysBetween,
  MAX_PRICE_CALENDAR_DAYS,
  MESSAGES,
  PRICE_CALENDAR_TEXT,
  type PriceDayStatus,
} from '@rahi/shared-contracts';
import { type PriceCalendarDay, priceCalendarQuerySchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { CityNights, NightSummary } from '../cities/city-nights';
import type { Database } from '../db/client';
import { cities, hotels } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { priceCalendarOperations } from '../openapi/price-calendar-operations';

/** The days from `from` to `to`, both included; 400 in Persian for a reversed or too long span. */
function spanDays(query: Record<string, string>): string[] {
  const { from, to } = parseWith(priceCalendarQuerySchema, query);
  const length = daysBetween(from, to) + 1;
  if (length < 1) throw new ApiProblem(400, [PRICE_CALENDAR_TEXT.rangeReversed]);
  if (length > MAX_PRICE_CALENDAR_DAYS) throw new ApiProblem(400, [PRICE_CALENDAR_TEXT.rangeTooLong]);
  return Array.from({ length }, (_, index) => addDays(from, index));
}

const statusOf = ({ roomTypes, freeRoomTypes }: NightSummary): PriceDayStatus =>
  roomTypes === 0 ? 'closed' : freeRoomTypes === 0 ? 'sold_out' : 'available';

const calendar = (dates: string[], summaries: NightSummary[]) => ({
  from: dates[0],
  to: dates[dates.length - 1],
  days: dates.map((date, index): PriceCalendarDay => {
    const summary = summaries[index] as NightSummary;
    return { date, price: summary.lowest, status: statusOf(summary) };
  }),
});

export function priceCalendarRoutes(db: Database, cityNights: CityNights) {
  return new Hono()
    .get(
      '/cities/:id/price-calendar',
      describeRoute(priceCalendarOperations.getCitiesByIdPriceCalendar),
      async (c) => {
        const id = parseId(c.req.param('id'), MESSAGES.cityNotFound);
        const dates = spanDays(c.req.query());
        const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
        if (!city) throw new ApiProblem(404, [MESSAGES.cityNotFound]);
        return ok(c, calendar(dates, await cityNights.citySummaries(id, dates)));
      },
    )
    .get(
      '/hotels/:id/price-calendar',
      describeRoute(priceCalendarOperations.getHotelsByIdPriceCalendar),
      async (c) => {
        const id = parseId(c.req.param('id'), MESSAGES.hotelNotFound);
        const dates = spanDays(c.req.query());
        const [hotel] = await db.select({ cityId: hotels.cityId }).from(hotels).where(eq(hotels.id, id));
        if (!hotel) throw new ApiProblem(404, [MESSAGES.hotelNotFound]);
        return ok(c, calendar(dates, await cityNights.hotelSummaries(hotel.cityId, id, dates)));
      },
    );
}
