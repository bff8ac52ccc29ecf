// The sandbox payment provider's test bank page, which browsers open directly: GET shows it, POST is its pay /
// cancel / fail buttons, answered by booking-api with a 303 back to /payment-status (as Zarinpal's StartPay
// does). booking-api serves it only while PAYMENT_PROVIDER is the sandbox; otherwise it is a 404 here too.
// Its hold countdown is one constant inline script, which the page's CSP allows by its hash.
import { SANDBOX_COUNTDOWN_SCRIPT } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { callUpstream } from '../proxy/call-upstream';
import { readCappedText } from '../proxy/read-body';
import { allowInlineScript } from '../security';
import { scriptHashSource } from '../ssr/escape';
import type { Upstream, UpstreamRequest } from '../upstream';

/** Sandbox authorities: 'S' and 35 letters and digits. */
const AUTHORITY = /^S[A-Za-z0-9]{35}$/;
const MAX_FORM_BYTES = 1024;
/** The page's one inline script (its hold countdown), allowed by hash on this response only. */
const COUNTDOWN_HASH = scriptHashSource(SANDBOX_COUNTDOWN_SCRIPT);

export function sandboxBankRoutes({
  upstream,
  timeoutMs = 5000,
}: {
  upstream: Upstream;
  timeoutMs?: number;
}) {
  const relay = async (request: UpstreamRequest, signal: AbortSignal) => {
    const outcome = await callUpstream(upstream, request, timeoutMs, signal);
    if (!outcome.ok)
      return new Response('booking-api is unavailable', { status: outcome.reason === 'timeout' ? 504 : 502 });
    const headers = new Headers({ 'cache-control': 'no-store' });
    const { status, headers: answer, body } = outcome.response;
    if (answer['content-type']) headers.set('content-type', answer['content-type']);
    // Only a redirect back into this site (the callback is PUBLIC_BASE_URL's /payment-status).
    const location = answer.location;
    if (location && status >= 300 && status < 400) headers.set('location', location);
    return new Response(status >= 300 && status < 400 ? null : body, { status, headers });
  };

  return new Hono()
    .get('/sandbox-bank/:authority', (c) => {
      const authority = c.req.param('authority');
      if (!AUTHORITY.test(authority)) return c.notFound();
      allowInlineScript(c.req.raw, COUNTDOWN_HASH);
      return relay({ method: 'GET', path: `/sandbox-bank/${authority}`, headers: {} }, c.req.raw.signal);
    })
    .post('/sandbox-bank/:authority', async (c) => {
      const authority = c.req.param('authority');
      if (!AUTHORITY.test(authority)) return c.notFound();
      const form = await readCappedText(c.req.raw, MAX_FORM_BYTES);
      if (!form.ok) return c.text('bad form', 400);
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      return relay(
        { method: 'POST', path: `/sandbox-bank/${authority}`, headers, body: form.text },
        c.req.raw.signal,
      );
    });
}
