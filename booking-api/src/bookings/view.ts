// A booking as the API shows it (GET /bookings/:reserveId and the answers about it), from its stored rows.

import { addDays, DEFAULT_CANCELLATION_POLICY } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import { asc, desc, eq } from 'drizzle-orm';
import { refundsOf, shownRefund } from '../cancellation/refund';
import type { Database } from '../db/client';
import { bookingRooms, type bookings, discountCodes, hotels, payments } from '../db/schema';

type BookingRow = typeof bookings.$inferSelect;

/** The price lines as charged. */
export const shownAmounts = (booking: BookingRow) => ({
  total: booking.total,
  hotelDiscount: booking.hotelDiscount,
  discount: booking.discount,
  credit: booking.credit,
  points: booking.points,
  toPay: booking.toPay,
});

/** The whole booking: hotel, stay, rooms with their guests, amounts, and its latest payment. */
export async function viewBooking(db: Database, booking: BookingRow): Promise<Booking> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, booking.hotelId));
  const rooms = await db
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .orderBy(asc(bookingRooms.roomIndex));
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const [code] = booking.discountCodeId
    ? await db.select().from(discountCodes).where(eq(discountCodes.id, booking.discountCodeId))
    : [];
  if (!hotel) throw new Error(`booking ${booking.id} has no hotel ${booking.hotelId}`);
  const refunds = booking.status === 'cancelled' ? await refundsOf(db, [booking.id]) : new Map();
  return {
    reserveId: booking.reserveId,
    status: booking.status,
    hotel: {
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      address: hotel.address,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
    },
    checkin: booking.checkin,
    checkOut: addDays(booking.checkin, booking.nights),
    nights: booking.nights,
    rooms: rooms.map(({ guest, id, bookingId, ...room }) => room),
    guests: rooms.map((room) => ({ ...room.guest, roomIndex: room.roomIndex }) as Booking['guests'][number]),
    booker: { mobile: booking.bookerMobile, email: booking.bookerEmail },
    discountCode: code?.code ?? null,
    amounts: shownAmounts(booking),
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    createdAt: booking.createdAt.toISOString(),
    payment: payment
      ? {
          status: payment.status,
          provider: payment.provider,
          amount: payment.amount,
          refId: payment.refId,
          cardPan: payment.cardPan,
          at: (payment.settledAt ?? payment.createdAt).toISOString(),
        }
      : null,
    refund: shownRefund(booking, refunds),
    cancellationRules: booking.cancellationRules ?? DEFAULT_CANCELLATION_POLICY,
  };
}
