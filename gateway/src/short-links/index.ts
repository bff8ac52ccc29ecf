// GET /v/:token: the short link of a traveller's SMS (booking-api's short-links). booking-api checks the
// signed token and names the booking's page (the voucher, its state, its review page) with the reserve id and
// the booker's mobile, which the link itself never carries; the browser is sent there. A link that is not ours
// or has expired leads to /reserve-status, where a booking is found by reserve id and mobile.

import { logger } from '@rahi/booking-api/observability';
import { Hono } from 'hono';
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';

const TOKEN = /^[vbr]\d{6,10}\.[0-9a-z]{1,8}\.[A-Za-z0-9_-]{16}$/;
const OWN_PAGE = /^\/(voucher|reserve-status|review-submit\/\d{6,10})\?[\w=&%.-]+$/;
const FALLBACK = '/reserve-status';

const redirect = (location: string) =>
  new Response(null, {
    status: 302,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });

export function shortLinkRoutes({ upstream, timeoutMs = 5000 }: { upstream: Upstream; timeoutMs?: number }) {
  return new Hono().get('/v/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return redirect(FALLBACK);
    const outcome = await callUpstream(
      upstream,
      { method: 'GET', path: `/short-links/${token}`, headers: {} },
      timeoutMs,
      c.req.raw.signal,
    );
    if (!outcome.ok || outcome.response.status !== 200) {
      if (!outcome.ok) logger.error(`[short-links] booking-api ${outcome.reason} for a short link`);
      return redirect(FALLBACK);
    }
    const location = (JSON.parse(outcome.response.body) as { data?: { location?: unknown } }).data?.location;
    return redirect(typeof location === 'string' && OWN_PAGE.test(location) ? location : FALLBACK);
  });
}
