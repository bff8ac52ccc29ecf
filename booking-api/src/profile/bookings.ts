// GET /profile/bookings: every booking of the traveller (made while logged in, or with their mobile number),
// newest first, optionally by status, 20 a page.

import { addDays } from '@rahi/shared-contracts';
import type { ProfileBooking } from '@rahi/shared-contracts/api';
import { profileBookingsQuerySchema } from '@rahi/shared-contracts/api';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { RequireUser } from '../auth/require-user';
import { shownAmounts } from '../bookings/view';
import { cancellableBy } from '../cancellation/cancel-booking';
import { refundsOf, shownRefund } from '../cancellation/refund';
import type { Database } from '../db/client';
import { bookingRooms, bookings, cities, hotels } from '../db/schema';
import { ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { profileOperations } from '../openapi/profile-operations';

const PAGE_SIZE = 20;

export function profileBookingRoutes(db: Database, requireUser: RequireUser) {
  return new Hono().get(
    '/profile/bookings',
    describeRoute(profileOperations.getProfileBookings),
    requireUser,
    async (c) => {
      const user = c.var.user;
      const { status, page } = parseWith(profileBookingsQuerySchema, c.req.query());
      const conditions: SQL[] = [
        or(eq(bookings.userId, user.id), eq(bookings.bookerMobile, user.mobile)) as SQL,
      ];
      if (status) conditions.push(eq(bookings.status, status));
      const where = and(...conditions);
      const rows = await db
        .select({
          booking: bookings,
          hotelName: hotels.name,
          city: cities.name,
          roomsCount: sql<number>`(select count(*)::int from ${bookingRooms} where ${bookingRooms.bookingId} = ${bookings.id})`,
        })
        .from(bookings)
        .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
        .innerJoin(cities, eq(cities.id, hotels.cityId))
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const [{ total = 0 } = {}] = await db.select({ total: count() }).from(bookings).where(where);
      const refunds = await refundsOf(
        db,
        rows.map((row) => row.booking.id),
      );
      const items: ProfileBooking[] = rows.map(({ booking, hotelName, city, roomsCount }) => ({
        reserveId: booking.reserveId,
        status: booking.status,
        hotel: { id: booking.hotelId, name: hotelName, city },
        checkin: booking.checkin,
        checkOut: addDays(booking.checkin, booking.nights),
        nights: booking.nights,
        roomsCount: Number(roomsCount),
        amounts: shownAmounts(booking),
        bookerMobile: booking.bookerMobile,
        cancellableByCaller: cancellableBy(user, booking),
        refund: shownRefund(booking, refunds),
        createdAt: booking.createdAt.toISOString(),
        holdExpiresAt: booking.holdExpiresAt.toISOString(),
      }));
      return ok(c, { items, total });
    },
  );
}
