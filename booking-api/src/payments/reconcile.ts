// The reconciler: payments captured at the bank whose callback never reached us (the traveller closed the tab,
// the process died) are found through the provider's unverified list and, for our pending payments older than
// a couple of minutes, its inquiry; each is settled as a callback would have settled it. A payment still at
// the bank after 30 minutes is marked failed (a late capture is still settled: failed is not final).
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { ApiProblem } from '../envelope';
import { logger } from '../observability/logger';
import type { PaymentProvider } from './provider';
import { settlePayment } from './settle';

const ABANDON_AFTER_MS = 30 * 60_000;

/**
 * Settles what can be settled now; returns how many payments it settled or gave up on. `inquiryAfterMs`: how old
 * a pending payment must be before the bank is asked about it (the settings' PAYMENT_INQUIRY_AFTER_SECONDS).
 */
export async function reconcilePayments(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  inquiryAfterMs = 2 * 60_000,
): Promise<number> {
  let settled = 0;
  const settle = async (authority: string) => {
    try {
      await settlePayment(db, provider, authority, now);
      settled += 1;
    } catch (error) {
      if (!(error instanceof ApiProblem && error.status === 404))
        logger.error({ err: error }, `[payments] reconciling ${authority} failed`);
    }
  };
  for (const { authority } of await provider.unverified()) await settle(authority);
  const pending = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, 'pending'), lt(payments.createdAt, new Date(now.getTime() - inquiryAfterMs))),
    )
    .orderBy(asc(payments.id))
    .limit(50);
  for (const payment of pending) {
    const status = await provider.inquiry(payment.authority).catch(() => undefined);
    if (status === 'IN_BANK') {
      if (now.getTime() - payment.createdAt.getTime() < ABANDON_AFTER_MS) continue;
      await db
        .update(payments)
        .set({ status: 'failed', settledAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      settled += 1;
    } else if (status) await settle(payment.authority);
  }
  return settled;
}
