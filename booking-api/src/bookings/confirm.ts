// A booking becomes paid: confirmed at once, or awaiting the hotel where the hotel confirms by hand (offline
// capacity: traditional houses, eco-lodges, guest houses). A logged-in traveller earns loyalty points for what
// they paid. A confirmed booking's SMS (reserve id, hotel, dates, voucher link) is enqueued in the same
// transaction; one awaiting the hotel is told when the hotel decides.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/retry-transaction';
import { bookings, hotels } from '../db/schema';
import { enqueueBookingMessage } from '../outbox/booking-message';
import { addPointEntry } from '../wallet/ledger';

/** Hotel types whose rooms the hotel confirms by hand after payment. */
const OFFLINE_HOTEL_TYPES = new Set(['traditional-house', 'eco-lodge', 'guest-house']);

/** Rial paid per loyalty point earned (100,000 Toman). */
export const RIAL_PER_POINT_EARNED = 1_000_000;

type BookingRow = typeof bookings.$inferSelect;

/** Marks the (locked, pending) booking paid and returns its new status. */
export async function confirmBooking(tx: Transaction, booking: BookingRow, paid: number, now: Date) {
  const [hotel] = await tx.select({ type: hotels.type }).from(hotels).where(eq(hotels.id, booking.hotelId));
  const status = hotel && OFFLINE_HOTEL_TYPES.has(hotel.type) ? 'awaiting_hotel' : 'confirmed';
  await tx.update(bookings).set({ status, confirmedAt: now }).where(eq(bookings.id, booking.id));
  if (status === 'confirmed') await enqueueBookingMessage(tx, booking, { kind: 'booking_confirmed', now });
  if (booking.userId) {
    await addPointEntry(tx, {
      userId: booking.userId,
      points: Math.floor(paid / RIAL_PER_POINT_EARNED),
      reason: `امتیاز رزرو ${booking.reserveId}`,
      bookingId: booking.id,
    });
  }
  return status;
}
