// The wallet and loyalty points ledgers: every credit or debit is a row with its reason, and a balance is the
// sum of the rows. users.credit mirrors the wallet's sum for /check-token and changes only with a row, in the
// same transaction.
import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { pointEntries, users, walletEntries } from '../db/schema';

export interface LedgerRow {
  userId: number;
  reason: string;
  bookingId?: number;
}

/** The wallet balance in Rial: the sum of the user's rows. */
export async function walletBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

/** The loyalty points balance: the sum of the user's rows. */
export async function pointsBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointEntries.points}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

/** Adds a wallet row (positive credits, negative debits) and moves users.credit with it; the row's id. */
export async function addWalletEntry(
  tx: Transaction,
  row: LedgerRow & { amount: number },
): Promise<number | undefined> {
  if (row.amount === 0) return undefined;
  const [entry] = await tx.insert(walletEntries).values(row).returning({ id: walletEntries.id });
  await tx
    .update(users)
    .set({ credit: sql`${users.credit} + ${row.amount}` })
    .where(eq(users.id, row.userId));
  return entry?.id;
}

/** Adds a points row (positive earned, negative spent). */
export async function addPointEntry(tx: Transaction, row: LedgerRow & { points: number }) {
  if (row.points === 0) return;
  await tx.insert(pointEntries).values(row);
}

/** Locks the user's row, so two bookings of one traveller cannot spend the same credit. */
export async function lockUser(tx: Transaction, userId: number) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
