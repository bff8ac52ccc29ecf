// POST /discount-codes/check: what a code takes off the caller's draft (re-priced from the database), or 422
// with the reason in Persian. The answer carries the code's rule (percent and cap, or fixed amount) for the
// page to say. The same rules apply again, for real, when the booking is made.
import { MESSAGES } from '@rahi/shared-contracts';
import { discountCheckBodySchema } from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { OptionalUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { reservationDrafts } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { bookingOperations } from '../openapi/booking-operations';
import { draftSessionOf, liveOwnedDraft } from '../reservation-drafts/owner';
import { evaluateDiscountCode } from './evaluate';

export function discountCodeRoutes(db: Database, clock: Clock, optionalUser: OptionalUser) {
  return new Hono().post(
    '/discount-codes/check',
    describeRoute(bookingOperations.postDiscountCodesCheck),
    optionalUser,
    async (c) => {
      const body = await parseAuthBody(c, discountCheckBodySchema);
      const now = clock();
      const { user } = c.var;
      const owner = { session: draftSessionOf(c), userId: user?.id };
      const [draft] = await db
        .select({ totalSum: reservationDrafts.totalSum, hotelId: reservationDrafts.hotelId })
        .from(reservationDrafts)
        .where(liveOwnedDraft(body.reservationId, owner, now));
      if (!draft) throw new ApiProblem(404, [MESSAGES.draftNotFound]);
      const outcome = await evaluateDiscountCode(db, {
        code: body.code,
        purchase: draft.totalSum,
        userId: user?.id,
        now,
        hotelId: draft.hotelId,
      });
      return ok(c, { code: outcome.code, amount: outcome.amount, rule: outcome.rule });
    },
  );
}
