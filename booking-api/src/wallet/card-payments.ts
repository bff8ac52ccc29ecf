// GET /wallet/card-payments: the bank card payments for the logged-in traveller's bookings (verified, later
// refunded or reversed), so the profile's transactions page lists them beside the wallet's movements; a refund
// to the wallet there has its card payment next to it. Only the caller's own bookings.
import type { CardPayment } from '@rahi/shared-contracts/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { RequireUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { bookings, hotels, payments } from '../db/schema';
import { ok } from '../envelope';
import { bookingOperations } from '../openapi/booking-operations';

const PAID: CardPayment['status'][] = ['verified', 'refunded', 'reversed'];

export function cardPaymentRoutes(db: Database, requireUser: RequireUser) {
  return new Hono().get(
    '/wallet/card-payments',
    describeRoute(bookingOperations.getWalletCardPayments),
    requireUser,
    async (c) => {
      const user = c.var.user;
      const rows = await db
        .select({
          id: payments.id,
          at: payments.settledAt,
          createdAt: payments.createdAt,
          reserveId: bookings.reserveId,
          hotelName: hotels.name,
          amount: payments.amount,
          status: payments.status,
          cardPan: payments.cardPan,
          refId: payments.refId,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
        .where(and(eq(bookings.userId, user.id), inArray(payments.status, PAID)))
        .orderBy(desc(payments.id))
        .limit(50);
      const items: CardPayment[] = rows.map((row) => ({
        id: row.id,
        at: (row.at ?? row.createdAt).toISOString(),
        reserveId: row.reserveId,
        hotelName: row.hotelName,
        amount: row.amount,
        status: row.status as CardPayment['status'],
        cardPan: row.cardPan,
        refId: row.refId,
      }));
      return ok(c, { items });
    },
  );
}
