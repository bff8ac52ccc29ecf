// A booking that ends (its hold expired, or it was cancelled) gives back its rooms to the inventory and the
// credit and points it used to the traveller's ledgers. Its discount code comes back only if it was never
// paid: a paid booking used the code, cancelled or not.

import { addDays } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/retry-transaction';
import { bookingRooms, bookings, discountCodeUses } from '../db/schema';
import { addPointEntry, addWalletEntry } from '../wallet/ledger';
import { moveInventory } from './inventory';

type BookingRow = typeof bookings.$inferSelect;

/** Releases the (locked) booking and marks it with the given closing status. */
export async function releaseBooking(
  tx: Transaction,
  booking: BookingRow,
  status: 'expired' | 'cancelled',
  now: Date,
) {
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, booking.id));
  const stay = {
    checkin: booking.checkin,
    checkout: addDays(booking.checkin, booking.nights),
    nights: booking.nights,
  };
  await moveInventory(tx, rooms, stay, 1);
  if (booking.userId) {
    const reason = `بازگشت اعتبار رزرو ${booking.reserveId}`;
    await addWalletEntry(tx, {
      userId: booking.userId,
      amount: booking.credit,
      reason,
      bookingId: booking.id,
    });
    await addPointEntry(tx, {
      userId: booking.userId,
      points: booking.pointsUsed,
      reason,
      bookingId: booking.id,
    });
  }
  if (booking.status === 'pending_payment')
    await tx.delete(discountCodeUses).where(eq(discountCodeUses.bookingId, booking.id));
  await tx.update(bookings).set({ status, closedAt: now }).where(eq(bookings.id, booking.id));
}
