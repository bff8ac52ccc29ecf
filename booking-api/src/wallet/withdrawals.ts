// POST /wallet/withdrawals and GET /wallet/withdrawals: a traveller asks to be paid part of their wallet to a
// bank account (Sheba, checked with its mod-97 check digits). In one transaction, under the account's row lock,
// the balance is read, the amount refused when it exceeds it, held by a debit row in the ledger, and the request
// stored as pending; so two requests at once cannot overdraw. Support pays it later from the back office.
import { WALLET_MESSAGES } from '@rahi/shared-contracts';
import { groupSheba, type Withdrawal, withdrawalBodySchema } from '@rahi/shared-contracts/api';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../auth/parse-body';
import type { RequireUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { retryTransaction } from '../db/retry-transaction';
import { walletWithdrawals } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { bookingOperations } from '../openapi/booking-operations';
import { addWalletEntry, lockUser, walletBalance } from './ledger';

type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  amount: row.amount,
  sheba: row.sheba,
  status: row.status,
});

export function withdrawalRoutes(db: Database, requireUser: RequireUser) {
  return new Hono()
    .post(
      '/wallet/withdrawals',
      describeRoute(bookingOperations.postWalletWithdrawals),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const body = await parseAuthBody(c, withdrawalBodySchema);
        const created = await retryTransaction(db, async (tx) => {
          await lockUser(tx, user.id);
          const balance = await walletBalance(tx, user.id);
          if (body.amount > balance) throw new ApiProblem(422, [WALLET_MESSAGES.amountAboveBalance]);
          const hold = await addWalletEntry(tx, {
            userId: user.id,
            amount: -body.amount,
            reason: WALLET_MESSAGES.withdrawalReason(groupSheba(body.sheba)),
          });
          if (hold === undefined) throw new Error(`no hold for user ${user.id}`);
          const [row] = await tx
            .insert(walletWithdrawals)
            .values({ userId: user.id, amount: body.amount, sheba: body.sheba, walletEntryId: hold })
            .returning();
          if (!row) throw new Error(`withdrawal for user ${user.id} was not stored`);
          return { withdrawal: toWithdrawal(row), balance: balance - body.amount };
        });
        return ok(c, created, { status: 201, message: WALLET_MESSAGES.withdrawalRequested });
      },
    )
    .get(
      '/wallet/withdrawals',
      describeRoute(bookingOperations.getWalletWithdrawals),
      requireUser,
      async (c) => {
        const user = c.var.user;
        const rows = await db
          .select()
          .from(walletWithdrawals)
          .where(eq(walletWithdrawals.userId, user.id))
          .orderBy(desc(walletWithdrawals.id))
          .limit(50);
        return ok(c, { items: rows.map(toWithdrawal) });
      },
    );
}
