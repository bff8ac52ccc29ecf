// A discount code's worth for a purchase: valid, not expired, above its minimum, and not used before by the
// traveller (by mobile). The amount is a percent of what the traveller would pay after the hotel discount,
// capped, or a fixed amount; never more than that purchase.
import { BOOKING_MESSAGES, codeMinimumMessage } from '@rahi/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Transaction } from '../db/retry-transaction';
import { discountCodes, discountCodeUses } from '../db/schema';
import { ApiProblem } from '../envelope';

type Executor = Database | Transaction;

export interface DiscountOutcome {
  id: number;
  code: string;
  amount: number;
}

/** The code's amount for a purchase of `purchase` Rial (after the hotel discount), or 422 with the reason. */
export async function evaluateDiscountCode(
  db: Executor,
  input: { code: string; purchase: number; mobiles: string[]; now: Date },
): Promise<DiscountOutcome> {
  const [code] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, input.code.trim().toUpperCase()))
    .limit(1);
  if (!code) throw new ApiProblem(422, [BOOKING_MESSAGES.codeNotFound]);
  if (code.expiresAt <= input.now) throw new ApiProblem(422, [BOOKING_MESSAGES.codeExpired]);
  if (input.purchase < code.minPurchase) throw new ApiProblem(422, [codeMinimumMessage(code.minPurchase)]);
  if (input.mobiles.length > 0) {
    const [used] = await db
      .select({ id: discountCodeUses.id })
      .from(discountCodeUses)
      .where(and(eq(discountCodeUses.codeId, code.id), inArray(discountCodeUses.mobile, input.mobiles)))
      .limit(1);
    if (used) throw new ApiProblem(422, [BOOKING_MESSAGES.codeUsed]);
  }
  const byPercent = code.percent ? Math.floor((input.purchase * code.percent) / 100) : 0;
  const raw = code.percent ? Math.min(byPercent, code.maxAmount ?? byPercent) : (code.amount ?? 0);
  return { id: code.id, code: code.code, amount: Math.max(0, Math.min(raw, input.purchase)) };
}

/**
 * Records the code as used by each mobile (the booker's, and the logged-in traveller's when it differs) for the
 * booking; 422 when a parallel booking used it first.
 */
export async function recordCodeUse(
  tx: Transaction,
  use: { codeId: number; mobiles: string[]; bookingId: number },
) {
  const rows = use.mobiles.map((mobile) => ({ codeId: use.codeId, mobile, bookingId: use.bookingId }));
  const inserted = await tx.insert(discountCodeUses).values(rows).onConflictDoNothing().returning();
  if (inserted.length !== rows.length) throw new ApiProblem(422, [BOOKING_MESSAGES.codeUsed]);
}
