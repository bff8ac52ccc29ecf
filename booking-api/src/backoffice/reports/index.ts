// GET /staff/reports/sales: the back office's numbers for a range of Tehran days, grouped by day, week or Jalali
// month (shared-contracts' salesPeriods). Admins see any hotel or all of them, hotel managers their own hotels (a
// hotel of someone else's answers 404). Read from what the product keeps: bookings (paid on confirmed_at, cancelled
// on closed_at), booking_refunds, city_search_counts and funnel_counts. Nothing personal is read.
import { addDays, TEHRAN_OFFSET_MS, tehranDayStart } from '@rahi/shared-contracts';
import { type StaffSalesReport, staffSalesQuerySchema } from '@rahi/shared-contracts/api';
import { STAFF_REPORTS_MESSAGES as M, type SalesDay, salesPeriods } from '@rahi/shared-contracts/staff';
import { and, between, count, eq, gte, inArray, isNotNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../../db/client';
import {
  bookingRefunds,
  bookingRooms,
  bookings,
  citySearchCounts,
  funnelCounts,
  hotels,
} from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { parseWith } from '../../envelope/validate';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';

/** A timestamp as Tehran's wall clock (Iran keeps +03:30 all year), without a time zone. */
const tehranClock = (column: PgColumn) =>
  sql`((${column} at time zone 'UTC') + ${sql.raw(`interval '${TEHRAN_OFFSET_MS / 60_000} minutes'`)})`;
/** The Tehran day of a timestamp, 'YYYY-MM-DD'. */
const tehranDay = (column: PgColumn) => sql<string>`to_char(${tehranClock(column)}, 'YYYY-MM-DD')`;
const number = (value: unknown) => Number(value ?? 0);

/** Each day's figures of the hotels (null: every hotel) in [from, to]. */
async function salesDays(
  db: Database,
  from: string,
  to: string,
  hotelIds: number[] | null,
): Promise<SalesDay[]> {
  const start = tehranDayStart(from);
  const end = tehranDayStart(addDays(to, 1));
  const ofHotels = (column: PgColumn): SQL | undefined => (hotelIds ? inArray(column, hotelIds) : undefined);
  const roomsOf = db
    .select({ bookingId: bookingRooms.bookingId, rooms: count().as('rooms') })
    .from(bookingRooms)
    .groupBy(bookingRooms.bookingId)
    .as('rooms_of');
  const paidDay = tehranDay(bookings.confirmedAt);
  const paid = await db
    .select({
      day: paidDay,
      bookings: count(),
      nightsSold: sum(sql`${bookings.nights} * ${roomsOf.rooms}`),
      revenue: sum(sql`${bookings.total} - ${bookings.hotelDiscount} - ${bookings.discount}`),
      leadDaysSum: sum(sql`${bookings.checkin} - ${tehranClock(bookings.confirmedAt)}::date`),
    })
    .from(bookings)
    .innerJoin(roomsOf, eq(roomsOf.bookingId, bookings.id))
    .where(and(gte(bookings.confirmedAt, start), lt(bookings.confirmedAt, end), ofHotels(bookings.hotelId)))
    .groupBy(paidDay);
  const cancelledDay = tehranDay(bookings.closedAt);
  const cancelled = await db
    .select({ day: cancelledDay, cancellations: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        isNotNull(bookings.confirmedAt),
        gte(bookings.closedAt, start),
        lt(bookings.closedAt, end),
        ofHotels(bookings.hotelId),
      ),
    )
    .groupBy(cancelledDay);
  const refundDay = tehranDay(bookingRefunds.createdAt);
  const refunded = await db
    .select({ day: refundDay, refunds: sum(bookingRefunds.amount) })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(
      and(
        gte(bookingRefunds.createdAt, start),
        lt(bookingRefunds.createdAt, end),
        ofHotels(bookings.hotelId),
      ),
    )
    .groupBy(refundDay);

  const days = new Map<string, SalesDay>();
  const dayOf = (day: string) => {
    let row = days.get(day);
    if (!row) {
      row = { day, bookings: 0, nightsSold: 0, revenue: 0, cancellations: 0, refunds: 0, leadDaysSum: 0 };
      days.set(day, row);
    }
    return row;
  };
  for (const row of paid)
    Object.assign(dayOf(row.day), {
      bookings: number(row.bookings),
      nightsSold: number(row.nightsSold),
      revenue: number(row.revenue),
      leadDaysSum: number(row.leadDaysSum),
    });
  for (const row of cancelled) dayOf(row.day).cancellations = number(row.cancellations);
  for (const row of refunded) dayOf(row.day).refunds = number(row.refunds);
  return [...days.values()];
}

/** Hotel pages, drafts (of the hotels; null: all) and city searches (only for every hotel) in [from, to]. */
async function funnelOf(db: Database, from: string, to: string, hotelIds: number[] | null) {
  const steps = await db
    .select({ step: funnelCounts.step, count: sum(funnelCounts.count) })
    .from(funnelCounts)
    .where(
      and(
        between(funnelCounts.day, from, to),
        hotelIds ? inArray(funnelCounts.hotelId, hotelIds) : undefined,
      ),
    )
    .groupBy(funnelCounts.step);
  const stepCount = (step: string) => number(steps.find((row) => row.step === step)?.count);
  const [searches] = hotelIds
    ? [undefined]
    : await db
        .select({ count: sum(citySearchCounts.searches) })
        .from(citySearchCounts)
        .where(between(citySearchCounts.day, from, to));
  return {
    searches: hotelIds ? null : number(searches?.count),
    hotelPages: stepCount('hotel'),
    reservations: stepCount('draft'),
  };
}

export function reportRoutes({ db }: DeskDeps) {
  return new Hono<StaffEnv>().get(
    '/staff/reports/sales',
    describeRoute(deskOperations.getStaffReportsSales),
    requireStaff('hotel_manager', 'admin'),
    async (c) => {
      const query = parseWith(staffSalesQuerySchema, c.req.query());
      const { staff } = c.var;
      const admin = staff.roles.includes('admin');
      if (query.hotelId !== undefined) {
        const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, query.hotelId));
        if (!hotel || (!admin && !staff.hotelIds.includes(hotel.id)))
          throw new ApiProblem(404, [M.hotelNotFound]);
      }
      const hotelIds = query.hotelId !== undefined ? [query.hotelId] : admin ? null : [...staff.hotelIds];
      const noHotels = hotelIds?.length === 0;
      const days = noHotels ? [] : await salesDays(db, query.from, query.to, hotelIds);
      const { periods, totals } = salesPeriods(days, query.from, query.to, query.by);
      const funnel = noHotels
        ? { searches: null, hotelPages: 0, reservations: 0 }
        : await funnelOf(db, query.from, query.to, hotelIds);
      const report: StaffSalesReport = {
        from: query.from,
        to: query.to,
        by: query.by,
        hotelId: query.hotelId ?? null,
        periods,
        totals,
        funnel: { ...funnel, paid: totals.bookings },
      };
      return ok(c, report);
    },
  );
}
