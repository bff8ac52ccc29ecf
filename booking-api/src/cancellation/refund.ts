// A cancelled booking's money goes back to whoever paid it: the account that made the booking gets it in its
// wallet at once (a ledger row), a booking made without an account gets it back on the card it was paid with
// (recorded as pending, to be paid out to that card). Never to the wallet of whoever owns the booker's mobile.
import type { RefundFacts } from '@rahi/shared-contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { bookingRefunds, type bookings, payments, walletEntries } from '../db/schema';
import { addWalletEntry } from '../wallet/ledger';

type BookingRow = typeof bookings.$inferSelect;

/** The masked card of the booking's verified payment, if any. */
async function paidCard(tx: Transaction, bookingId: number) {
  const [payment] = await tx
    .select({ cardPan: payments.cardPan })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'verified')))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment?.cardPan ?? null;
}

/**
 * Gives `amount` Rial back to the payer of the (locked, paid) booking; a negative amount (a penalty larger than
 * the bank payment, when wallet credit paid part) is taken from the account's wallet.
 */
export async function refundPayer(tx: Transaction, booking: BookingRow, amount: number) {
  if (booking.userId !== null) {
    const reason =
      amount >= 0 ? `استرداد وجه رزرو لغوشده ${booking.reserveId}` : `جریمه لغو رزرو ${booking.reserveId}`;
    await addWalletEntry(tx, { userId: booking.userId, amount, reason, bookingId: booking.id });
    if (amount > 0)
      await tx.insert(bookingRefunds).values({
        bookingId: booking.id,
        amount,
        destination: 'wallet',
        userId: booking.userId,
        status: 'done',
      });
    return;
  }
  if (amount <= 0) return;
  await tx.insert(bookingRefunds).values({
    bookingId: booking.id,
    amount,
    destination: 'card',
    cardPan: await paidCard(tx, booking.id),
    status: 'pending',
  });
}

/**
 * The money a paid booking still holds, in Rial: what the bank captured for it (a capture returned to a wallet
 * included, as that wallet row is counted too) and the wallet credit it used, less every wallet movement of the
 * booking since (credit given back, refunds, a penalty taken) and every refund to a card. An unpaid booking holds
 * nothing to refund: its credit comes back when its hold ends.
 */
export async function heldByBooking(db: Executor, booking: Pick<BookingRow, 'id' | 'confirmedAt'>) {
  if (booking.confirmedAt === null) return 0;
  const captured = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, ['verified', 'refunded'])));
  const wallet = await db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.bookingId, booking.id));
  const card = await db
    .select({ sum: sql<string>`coalesce(sum(${bookingRefunds.amount}), 0)` })
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.bookingId, booking.id), eq(bookingRefunds.destination, 'card')));
  const sum = (rows: { sum: string }[]) => Number(rows[0]?.sum ?? 0);
  return Math.max(0, sum(captured) - sum(wallet) - sum(card));
}

/** Each cancelled booking's refund, by booking id (the latest, if a booking had more than one). */
export async function refundsOf(db: Executor, bookingIds: readonly number[]) {
  const found = new Map<number, RefundFacts>();
  if (bookingIds.length === 0) return found;
  const rows = await db
    .select()
    .from(bookingRefunds)
    .where(inArray(bookingRefunds.bookingId, [...bookingIds]))
    .orderBy(bookingRefunds.id);
  for (const row of rows) {
    const { amount, destination, cardPan, status } = row;
    found.set(row.bookingId, { amount, destination, cardPan, status });
  }
  return found;
}

/** The refund a booking shows: its row, or null once cancelled with nothing given back; absent before. */
export const shownRefund = (
  booking: Pick<BookingRow, 'id' | 'status'>,
  refunds: ReadonlyMap<number, RefundFacts>,
) => (booking.status === 'cancelled' ? (refunds.get(booking.id) ?? null) : null);
