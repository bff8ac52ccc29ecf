// GET /payment-status?Authority&Status: where the bank sends the traveller back. The gateway verifies the payment
// with booking-api at once (POST /payments/verify: the bank's Status is only a hint, the first call settles the
// payment and replays read its outcome) and sends the browser on to /payment-success or /payment-failure, which the
// server draws for the browser session that booked: the traveller's next screen arrives whole, with no spinner page
// and no second trip. An address without an Authority, a refusal, a timeout or an answer without a reserve id is
// left to the page (mf-reservation's PaymentStatusPage), which verifies itself and says why in Persian.
import { logger } from '@rahi/booking-api/observability';
import {
  isPaidStatus,
  type VerifiedPayment,
  verifiedPaymentSchema,
  verifyPaymentBodySchema,
} from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';

const RESERVE_ID = /^\d{8}$/;

/** The verified payment, or undefined for anything else booking-api answered. */
function verifiedOf(body: string): VerifiedPayment | undefined {
  try {
    const parsed = verifiedPaymentSchema.safeParse((JSON.parse(body) as { data?: unknown }).data);
    return parsed.success && RESERVE_ID.test(parsed.data.reserveId) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function paymentReturnRoutes({
  upstream,
  timeoutMs = 5000,
}: {
  upstream: Upstream;
  timeoutMs?: number;
}) {
  return new Hono().get('/payment-status', async (c, next) => {
    const callback = verifyPaymentBodySchema.safeParse({
      authority: c.req.query('Authority') ?? '',
      status: c.req.query('Status') ?? '',
    });
    if (!callback.success) return next();
    const outcome = await callUpstream(
      upstream,
      {
        method: 'POST',
        path: '/payments/verify',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(callback.data),
      },
      timeoutMs,
      c.req.raw.signal,
    );
    const verified =
      outcome.ok && outcome.response.status === 200 ? verifiedOf(outcome.response.body) : undefined;
    if (!verified) {
      if (!outcome.ok) logger.error(`[payment-return] booking-api ${outcome.reason} verifying a payment`);
      return next();
    }
    const target = isPaidStatus(verified.status) ? '/payment-success' : '/payment-failure';
    return new Response(null, {
      status: 303,
      headers: {
        location: `${target}?reserveId=${verified.reserveId}`,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  });
}
