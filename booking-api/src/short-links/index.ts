// GET /short-links/:token: where a message's short link leads (the gateway's /v/:token redirects there). The
// booking's page with its reserve id and booker's mobile, which the token never carries: the voucher, the
// booking's state (to pay), or the review page. A token that is not ours, or names no booking, is 404; an
// expired one 410, each with a Persian message.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { fail, ok } from '../envelope';
import { coreOperations } from '../openapi/core-operations';
import type { ShortLinkSettings } from './settings';
import { type LinkTarget, readLinkToken } from './token';

export const SHORT_LINK_MESSAGES = {
  unknown: 'این پیوند معتبر نیست. رزرو را با شماره رزرو و موبایل در «پیگیری رزرو» ببینید.',
  expired: 'مهلت این پیوند گذشته است. رزرو را با شماره رزرو و موبایل در «پیگیری رزرو» ببینید.',
};

const pageOf = (target: LinkTarget, reserveId: string, mobile: string) => {
  const pair = new URLSearchParams({ reserveId, mobile }).toString();
  if (target === 'voucher') return `/voucher?${pair}`;
  if (target === 'review') return `/review-submit/${reserveId}?${new URLSearchParams({ mobile })}`;
  return `/reserve-status?${pair}`;
};

export function shortLinkRoutes(db: Database, settings: ShortLinkSettings, clock: Clock) {
  return new Hono().get(
    '/short-links/:token',
    describeRoute(coreOperations.getShortLinksByToken),
    async (c) => {
      const check = readLinkToken(settings.secret, c.req.param('token'), clock());
      if (!check.ok)
        return fail(c, check.reason === 'expired' ? 410 : 404, [
          check.reason === 'expired' ? SHORT_LINK_MESSAGES.expired : SHORT_LINK_MESSAGES.unknown,
        ]);
      const [booking] = await db
        .select({ mobile: bookings.bookerMobile })
        .from(bookings)
        .where(eq(bookings.reserveId, check.reserveId));
      if (!booking) return fail(c, 404, [SHORT_LINK_MESSAGES.unknown]);
      c.header('Cache-Control', 'no-store');
      return ok(c, { location: pageOf(check.target, check.reserveId, booking.mobile) });
    },
  );
}
