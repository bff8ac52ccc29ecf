// POST /payments/verify (the bank's callback, as /payment-status passes it on) and the sandbox provider's test
// bank page, GET and POST /sandbox-bank/:authority (served only while the sandbox is the provider).
import { verifyPaymentBodySchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { Database } from '../db/client';
import { bookings, payments, sandboxBankPayments } from '../db/schema';
import { ok } from '../envelope';
import { bookingOperations } from '../openapi/booking-operations';
import type { PaymentProvider } from './provider';
import { sandboxBankPage } from './sandbox-bank-page';
import { sandboxBankAction } from './sandbox-provider';
import { settlePayment } from './settle';

const html = (text: string, status: 200 | 404 = 200) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

export function paymentRoutes(db: Database, deps: { provider: PaymentProvider; clock: Clock }) {
  const routes = new Hono().post(
    '/payments/verify',
    describeRoute(bookingOperations.postPaymentsVerify),
    async (c) => {
      const { authority } = await parseAuthBody(c, verifyPaymentBodySchema);
      return ok(c, await settlePayment(db, deps.provider, authority, deps.clock()));
    },
  );
  if (deps.provider.name !== 'sandbox') return routes;
  return routes
    .get('/sandbox-bank/:authority', async (c) => {
      // The bank itself knows nothing of holds; the page shows the booking's so the tester sees the clock run.
      const [payment] = await db
        .select({
          authority: sandboxBankPayments.authority,
          amount: sandboxBankPayments.amount,
          description: sandboxBankPayments.description,
          state: sandboxBankPayments.state,
          holdExpiresAt: bookings.holdExpiresAt,
        })
        .from(sandboxBankPayments)
        .leftJoin(payments, eq(payments.authority, sandboxBankPayments.authority))
        .leftJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(sandboxBankPayments.authority, c.req.param('authority')));
      const waiting = payment?.state === 'IN_BANK' ? payment : undefined;
      return html(sandboxBankPage(waiting, deps.clock()), waiting ? 200 : 404);
    })
    .post('/sandbox-bank/:authority', async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const action = form.action;
      if (action !== 'pay' && action !== 'cancel' && action !== 'fail')
        return html(sandboxBankPage(undefined), 404);
      const back = await sandboxBankAction(db, c.req.param('authority'), action);
      return back ? c.redirect(back, 303) : html(sandboxBankPage(undefined), 404);
    });
}
