// Support's booking search: one box finds a reserve id, the booker's mobile (typed any way: Persian digits,
// +98), a guest's name or the hotel's name; the check-in range, hotel, status and the escalated ones narrow it.
// A hotel manager's search stays within their hotels. Newest first, a page at a time.
import { normalizeMobile, toAsciiDigits } from '@rahi/shared-contracts';
import type { StaffBookingSummary, StaffBookingsQuery } from '@rahi/shared-contracts/api';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelAnswerEscalations } from '../../db/desk-schema';
import { bookings, hotels } from '../../db/schema';
import { DESK_PAGE_SIZE, deskPage } from '../desk-scope';
import { firstGuestName } from './guest-name';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** What the search box matches: one condition over the booking, its guests and its hotel. */
function matchesText(q: string): SQL | undefined {
  const typed = toAsciiDigits(q).trim();
  if (typed === '') return undefined;
  const digits = typed.replace(/[\s-]/g, '');
  const mobile = normalizeMobile(typed);
  const pattern = likeText(typed);
  return or(
    /^\d+$/.test(digits) ? eq(bookings.reserveId, digits) : undefined,
    mobile ? eq(bookings.bookerMobile, mobile) : undefined,
    ilike(hotels.name, pattern),
    sql`exists (select 1 from booking_rooms r where r.booking_id = ${bookings.id}
      and concat(r.guest->>'firstName', ' ', r.guest->>'lastName') ilike ${pattern})`,
  );
}

export async function searchBookings(
  db: Database,
  query: StaffBookingsQuery,
  hotelsSeen: readonly number[] | null,
) {
  const conditions = [
    query.q === undefined ? undefined : matchesText(query.q),
    hotelsSeen === null ? undefined : inArray(bookings.hotelId, [...hotelsSeen, 0]),
    query.hotelId === undefined ? undefined : eq(bookings.hotelId, query.hotelId),
    query.status === undefined ? undefined : eq(bookings.status, query.status),
    query.from === undefined ? undefined : gte(bookings.checkin, query.from),
    query.to === undefined ? undefined : lte(bookings.checkin, query.to),
    query.escalated
      ? and(isNotNull(hotelAnswerEscalations.bookingId), eq(bookings.status, 'awaiting_hotel'))
      : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({
      booking: bookings,
      hotelName: hotels.name,
      escalatedAt: hotelAnswerEscalations.escalatedAt,
      guestName: firstGuestName(bookings.id),
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(hotelAnswerEscalations, eq(hotelAnswerEscalations.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(DESK_PAGE_SIZE)
    .offset((query.page - 1) * DESK_PAGE_SIZE);
  const [{ total = 0 } = {}] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(hotelAnswerEscalations, eq(hotelAnswerEscalations.bookingId, bookings.id))
    .where(where);
  return deskPage(rows.map(toSummary), total, query.page);
}

type Row = {
  booking: typeof bookings.$inferSelect;
  hotelName: string;
  escalatedAt: Date | null;
  guestName: string | null;
};

export const toSummary = ({ booking, hotelName, escalatedAt, guestName }: Row): StaffBookingSummary => ({
  reserveId: booking.reserveId,
  status: booking.status,
  hotel: { id: booking.hotelId, name: hotelName },
  checkin: booking.checkin,
  nights: booking.nights,
  bookerMobile: booking.bookerMobile,
  guestName,
  toPay: booking.toPay,
  createdAt: booking.createdAt.toISOString(),
  paidAt: booking.confirmedAt?.toISOString() ?? null,
  escalatedAt: escalatedAt?.toISOString() ?? null,
});
