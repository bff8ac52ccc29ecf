// GET /wallet/transactions: the logged-in traveller's wallet ledger, newest first, each row with the balance
// after it, for the profile's transactions page. 401 without a live token. The wallet's withdrawals to a bank
// account and the traveller's card payments are mounted here too.
import { walletTransactionsQuerySchema } from '@rahi/shared-contracts/api';
import { count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { RequireUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { walletEntries } from '../db/schema';
import { ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { bookingOperations } from '../openapi/booking-operations';
import { cardPaymentRoutes } from './card-payments';
import { pointsBalance, walletBalance } from './ledger';
import { withdrawalRoutes } from './withdrawals';

const PAGE_SIZE = 20;

export function walletRoutes(db: Database, requireUser: RequireUser) {
  return new Hono()
    .route('/', withdrawalRoutes(db, requireUser))
    .route('/', cardPaymentRoutes(db, requireUser))
    .get(
      '/wallet/transactions',
      describeRoute(bookingOperations.getWalletTransactions),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const { page } = parseWith(walletTransactionsQuerySchema, c.req.query());
        const rows = await db
          .select({
            id: walletEntries.id,
            at: walletEntries.at,
            amount: walletEntries.amount,
            reason: walletEntries.reason,
            balance: sql<string>`sum(${walletEntries.amount}) over (order by ${walletEntries.id})`,
          })
          .from(walletEntries)
          .where(eq(walletEntries.userId, user.id))
          .orderBy(desc(walletEntries.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE);
        const [total] = await db
          .select({ n: count() })
          .from(walletEntries)
          .where(eq(walletEntries.userId, user.id));
        return ok(c, {
          items: rows.map((row) => ({
            id: row.id,
            at: row.at.toISOString(),
            kind: row.amount >= 0 ? ('credit' as const) : ('debit' as const),
            description: row.reason,
            amount: row.amount,
            balance: Number(row.balance),
          })),
          total: total?.n ?? 0,
          balance: await walletBalance(db, user.id),
          points: await pointsBalance(db, user.id),
        });
      },
    );
}
