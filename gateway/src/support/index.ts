// The support desk's door: booking-api runs in the gateway's process by default and has no address of
// its own, so support's ticket calls (booking-api/README.md, "How support answers a ticket") are relayed here
// unchanged under the same paths. Only X-Support-Token and Content-Type go on (no cookie, no traveller's token);
// booking-api checks the token. The browser's /handle-api proxy never forwards /support.
import { type Context, Hono } from 'hono';
import { callUpstream } from '../proxy/call-upstream';
import { failureEnvelope, PROXY_MESSAGES } from '../proxy/messages';
import { readCappedText } from '../proxy/read-body';
import type { Upstream } from '../upstream';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_QUERY_LENGTH = 200;
const LIST_OR_ONE = /^\/support\/(tickets(\/\d{1,10})?|(form-submissions|questionnaire-answers)\/\d{1,10})$/;
const MESSAGES_PATH = /^\/support\/tickets\/\d{1,10}\/messages$/;

export function supportRoutes({ upstream, timeoutMs = 5000 }: { upstream: Upstream; timeoutMs?: number }) {
  const relay = async (c: Context, method: 'GET' | 'POST', body?: string) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (url.search.length > MAX_QUERY_LENGTH) return c.json(failureEnvelope(PROXY_MESSAGES.notFound), 404);
    const headers: Record<string, string> = {};
    const token = request.headers.get('x-support-token');
    if (token) headers['x-support-token'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const path = `${url.pathname}${url.search}`;
    const outcome = await callUpstream(upstream, { method, path, headers, body }, timeoutMs, request.signal);
    if (!outcome.ok) {
      const timeout = outcome.reason === 'timeout';
      const message = timeout ? PROXY_MESSAGES.timeout : PROXY_MESSAGES.unreachable;
      return c.json(failureEnvelope(message), timeout ? 504 : 502);
    }
    const type = outcome.response.headers['content-type'] ?? 'application/json';
    return new Response(outcome.response.body, {
      status: outcome.response.status,
      headers: { 'content-type': type, 'cache-control': 'no-store' },
    });
  };

  return new Hono()
    .get('/support/*', (c) => (LIST_OR_ONE.test(c.req.path) ? relay(c, 'GET') : c.notFound()))
    .post('/support/*', async (c) => {
      if (!MESSAGES_PATH.test(c.req.path)) return c.notFound();
      const body = await readCappedText(c.req.raw, MAX_BODY_BYTES);
      if (!body.ok) return c.json(failureEnvelope(PROXY_MESSAGES.tooLarge), 413);
      return relay(c, 'POST', body.text);
    });
}
