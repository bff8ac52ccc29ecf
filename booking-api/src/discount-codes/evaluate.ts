// A discount code's worth for a purchase: known and not disabled, within its days, for this hotel (or its city)
// when it names one, above its minimum, used by fewer bookings than its total limit (counted under the code's row
// lock, so ten bookings at once cannot share a last use), and, for a code limited per traveller, used fewer times
// than its limit by the logged-in account. Such a code needs a login: a booker's
// mobile proves nothing (anyone can type a new one), an account's was verified by its login code. The amount
// is a percent of what the traveller would pay after the hotel discount, capped, or a fixed amount; never more
// than that purchase.
import { BOOKING_MESSAGES, codeMinimumMessage, type DiscountRule } from '@rahi/shared-contracts';
import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { discountCodes, discountCodeUses, hotels } from '../db/schema';
import { ApiProblem } from '../envelope';

export interface DiscountOutcome {
  id: number;
  code: string;
  amount: number;
  rule: DiscountRule;
}

/** How many bookings of the account used the code (a booking counts once). */
async function usesByAccount(db: Executor, codeId: number, userId: number) {
  const [row] = await db
    .select({ uses: countDistinct(discountCodeUses.bookingId) })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, codeId), eq(discountCodeUses.userId, userId)));
  return row?.uses ?? 0;
}

/** How many bookings used the code (held or paid; an unpaid booking's use goes when its hold ends). */
export async function usesInAll(db: Executor, codeId: number) {
  const [row] = await db
    .select({ uses: countDistinct(discountCodeUses.bookingId) })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.codeId, codeId));
  return row?.uses ?? 0;
}

/** The code's own hotel, or its city, must be the stay's; 422 otherwise. */
async function checkPlace(
  db: Executor,
  code: { cityId: number | null; hotelId: number | null },
  hotelId: number,
) {
  if (code.hotelId !== null && code.hotelId !== hotelId)
    throw new ApiProblem(422, [BOOKING_MESSAGES.codeOtherHotel]);
  if (code.cityId === null) return;
  const [hotel] = await db.select({ cityId: hotels.cityId }).from(hotels).where(eq(hotels.id, hotelId));
  if (hotel?.cityId !== code.cityId) throw new ApiProblem(422, [BOOKING_MESSAGES.codeOtherCity]);
}

/**
 * The code's amount for a purchase of `purchase` Rial (after the hotel discount), or the reason it does not
 * apply: 422, or 401 for a code limited per traveller asked for without a login. When booking, the caller
 * holds the account's row lock (`lockUser`), so two bookings at once cannot both take the last use.
 */
export async function evaluateDiscountCode(
  db: Executor,
  input: { code: string; purchase: number; userId: number | undefined; now: Date; hotelId: number },
): Promise<DiscountOutcome> {
  // Locked for the booking's transaction: its total uses are counted, and the use recorded, under this lock.
  const [code] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, input.code.trim().toUpperCase()))
    .limit(1)
    .for('update');
  if (!code || code.disabledAt !== null) throw new ApiProblem(422, [BOOKING_MESSAGES.codeNotFound]);
  if (code.validFrom && code.validFrom > input.now) throw new ApiProblem(422, [BOOKING_MESSAGES.codeNotYet]);
  if (code.expiresAt && code.expiresAt <= input.now)
    throw new ApiProblem(422, [BOOKING_MESSAGES.codeExpired]);
  await checkPlace(db, code, input.hotelId);
  if (input.purchase < code.minPurchase) throw new ApiProblem(422, [codeMinimumMessage(code.minPurchase)]);
  if (code.maxUses !== null && (await usesInAll(db, code.id)) >= code.maxUses)
    throw new ApiProblem(422, [BOOKING_MESSAGES.codeUsedUp]);
  if (code.maxUsesPerTraveller !== null) {
    if (input.userId === undefined) throw new ApiProblem(401, [BOOKING_MESSAGES.codeNeedsLogin]);
    if ((await usesByAccount(db, code.id, input.userId)) >= code.maxUsesPerTraveller)
      throw new ApiProblem(422, [BOOKING_MESSAGES.codeUsed]);
  }
  const byPercent = code.percent ? Math.floor((input.purchase * code.percent) / 100) : 0;
  const raw = code.percent ? Math.min(byPercent, code.maxAmount ?? byPercent) : (code.amount ?? 0);
  return {
    id: code.id,
    code: code.code,
    amount: Math.max(0, Math.min(raw, input.purchase)),
    rule: {
      percent: code.percent || null,
      maxAmount: code.percent ? code.maxAmount : null,
      fixedAmount: code.percent ? null : (code.amount ?? 0),
    },
  };
}

/** Records the code's use for the booking: by the logged-in account (none for a guest) and the booker's mobile. */
export async function recordCodeUse(
  tx: Transaction,
  use: { codeId: number; userId: number | undefined; mobile: string; bookingId: number },
) {
  await tx.insert(discountCodeUses).values({
    codeId: use.codeId,
    userId: use.userId ?? null,
    mobile: use.mobile,
    bookingId: use.bookingId,
  });
}
