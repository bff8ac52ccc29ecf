// The hotel's queue: its paid bookings still waiting for an answer, the oldest payment first, each with the time
// the answer is due and whether support was already asked to follow it up.
import type { HotelConfirmation } from '@rahi/shared-contracts/api';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelAnswerEscalations } from '../../db/desk-schema';
import { bookings, hotels } from '../../db/schema';
import { firstGuestName } from '../bookings/guest-name';
import { DESK_PAGE_SIZE, deskPage } from '../desk-scope';

export async function hotelConfirmationQueue(
  db: Database,
  filter: { hotels: readonly number[] | null; hotelId?: number | undefined; page: number },
  answerMinutes: number,
) {
  const conditions: SQL[] = [eq(bookings.status, 'awaiting_hotel')];
  if (filter.hotels !== null) conditions.push(inArray(bookings.hotelId, [...filter.hotels, 0]));
  if (filter.hotelId !== undefined) conditions.push(eq(bookings.hotelId, filter.hotelId));
  const where = and(...conditions);
  const rows = await db
    .select({
      booking: bookings,
      hotelName: hotels.name,
      escalatedAt: hotelAnswerEscalations.escalatedAt,
      rooms: sql<number>`(select count(*)::int from booking_rooms where booking_id = ${bookings.id})`,
      guestName: firstGuestName(bookings.id),
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(hotelAnswerEscalations, eq(hotelAnswerEscalations.bookingId, bookings.id))
    .where(where)
    .orderBy(asc(bookings.confirmedAt), asc(bookings.id))
    .limit(DESK_PAGE_SIZE)
    .offset((filter.page - 1) * DESK_PAGE_SIZE);
  const [{ total = 0 } = {}] = await db.select({ total: count() }).from(bookings).where(where);
  const items = rows.map(({ booking, hotelName, escalatedAt, rooms, guestName }): HotelConfirmation => {
    const paidAt = booking.confirmedAt ?? booking.createdAt;
    return {
      reserveId: booking.reserveId,
      hotel: { id: booking.hotelId, name: hotelName },
      checkin: booking.checkin,
      nights: booking.nights,
      rooms,
      guestName,
      toPay: booking.toPay,
      paidAt: paidAt.toISOString(),
      answerDeadline: new Date(paidAt.getTime() + answerMinutes * 60_000).toISOString(),
      escalatedAt: escalatedAt?.toISOString() ?? null,
    };
  });
  return deskPage(items, total, filter.page);
}
