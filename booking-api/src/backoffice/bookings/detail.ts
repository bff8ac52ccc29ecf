// One booking as the desk reads it: its rooms and guests, amounts, every payment attempt with the bank's
// reference, the wallet movements and refunds it caused, what it may still give back, what cancelling costs now,
// and its history (made, paid, closed, and every staff action from the audit log). A hotel manager sees their
// own hotels' bookings without the traveller's money movements.
import { todayInTehran } from '@rahi/shared-contracts';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { and, asc, eq } from 'drizzle-orm';
import { quoteBooking } from '../../cancellation/quote';
import { heldByBooking } from '../../cancellation/refund';
import type { Database } from '../../db/client';
import { hotelAnswerEscalations } from '../../db/desk-schema';
import { bookingRefunds, bookingRooms, bookings, hotels, payments, walletEntries } from '../../db/schema';
import { staffAuditLog, staffMembers } from '../../db/staff-schema';
import type { StaffPrincipal } from '../../staff/require-staff';
import { readableHotels, within } from '../desk-scope';
import { deskBookingNotFound } from './find';
import { firstGuestName } from './guest-name';
import { toSummary } from './search';

type BookingRow = typeof bookings.$inferSelect;

async function historyOf(db: Database, booking: BookingRow) {
  const actions = await db
    .select({
      at: staffAuditLog.at,
      action: staffAuditLog.action,
      staff: staffMembers.email,
      reason: staffAuditLog.reason,
    })
    .from(staffAuditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
    .where(and(eq(staffAuditLog.entityType, 'booking'), eq(staffAuditLog.entityId, booking.reserveId)))
    .orderBy(asc(staffAuditLog.id));
  const life = [
    { at: booking.createdAt, action: 'booking_created' },
    booking.confirmedAt && { at: booking.confirmedAt, action: 'booking_paid' },
    booking.closedAt && { at: booking.closedAt, action: `booking_${booking.status}` },
  ].flatMap((step) => (step ? [{ ...step, staff: null, reason: null }] : []));
  return [...life, ...actions]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((step) => ({ ...step, at: step.at.toISOString() }));
}

async function moneyOf(db: Database, booking: BookingRow) {
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(asc(payments.id));
  const movements = await db
    .select({
      id: walletEntries.id,
      amount: walletEntries.amount,
      reason: walletEntries.reason,
      at: walletEntries.at,
    })
    .from(walletEntries)
    .where(eq(walletEntries.bookingId, booking.id))
    .orderBy(asc(walletEntries.id));
  const refunds = await db
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, booking.id))
    .orderBy(asc(bookingRefunds.id));
  return {
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      authority: payment.authority,
      amount: payment.amount,
      status: payment.status,
      refId: payment.refId,
      cardPan: payment.cardPan,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
    })),
    walletMovements: movements.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    refunds: refunds.map(({ amount, destination, cardPan, status, createdAt }) => ({
      amount,
      destination,
      cardPan,
      status,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** The booking for the staff member; 404 when missing or of a hotel they do not see. */
export async function deskBooking(
  db: Database,
  staff: StaffPrincipal,
  reserveId: string,
  now: Date,
): Promise<StaffBooking> {
  const [row] = await db
    .select({
      booking: bookings,
      hotelName: hotels.name,
      escalatedAt: hotelAnswerEscalations.escalatedAt,
      guestName: firstGuestName(bookings.id),
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(hotelAnswerEscalations, eq(hotelAnswerEscalations.bookingId, bookings.id))
    .where(eq(bookings.reserveId, reserveId));
  const hotelsSeen = readableHotels(staff);
  if (!row || !within(hotelsSeen, row.booking.hotelId)) throw deskBookingNotFound();
  const { booking } = row;
  const rooms = await db
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .orderBy(asc(bookingRooms.roomIndex));
  const quote = await quoteBooking(db, booking, todayInTehran(now));
  const money = await moneyOf(db, booking);
  const seesMoney = hotelsSeen === null;
  return {
    ...toSummary(row),
    userId: booking.userId,
    bookerEmail: booking.bookerEmail,
    rooms: rooms.map(({ id: _id, bookingId: _booking, ...room }) => room),
    amounts: {
      total: booking.total,
      hotelDiscount: booking.hotelDiscount,
      discount: booking.discount,
      credit: booking.credit,
      points: booking.points,
      toPay: booking.toPay,
    },
    ...(seesMoney ? money : { ...money, walletMovements: [] }),
    refundable: seesMoney && booking.userId !== null ? await heldByBooking(db, booking) : 0,
    cancellation: { allowed: quote.allowed, penalty: quote.penalty, reason: quote.reason },
    history: await historyOf(db, booking),
  };
}
