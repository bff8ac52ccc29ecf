// The gateway-owned reservation drafts (spec §7, api-contract.md): POST /api/reservations
// { reservationId, reservationData } and GET /api/reservations/:id. booking-api re-prices and stores
// them (/reservation-drafts); the gateway forwards, with the proxy's size cap and deadline.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { callUpstream } from '../proxy/call-upstream';
import { failureEnvelope, PROXY_MESSAGES } from '../proxy/messages';
import { readCappedText } from '../proxy/read-body';
import type { Upstream, UpstreamRequest } from '../upstream';

const MAX_DRAFT_BYTES = 64 * 1024;

export function reservationRoutes({
  upstream,
  timeoutMs = 5000,
}: {
  upstream: Upstream;
  timeoutMs?: number;
}) {
  const forward = async (request: UpstreamRequest, signal: AbortSignal) => {
    const outcome = await callUpstream(upstream, request, timeoutMs, signal);
    if (!outcome.ok) {
      const timeout = outcome.reason === 'timeout';
      const message = timeout ? PROXY_MESSAGES.timeout : PROXY_MESSAGES.unreachable;
      console.error(`[reservations] ${request.method} ${request.path}: booking-api ${outcome.reason}`);
      return new Response(JSON.stringify(failureEnvelope(message)), {
        status: timeout ? 504 : 502,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(outcome.response.body, {
      status: outcome.response.status as ContentfulStatusCode,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  };

  return new Hono()
    .post('/api/reservations', async (c) => {
      const body = await readCappedText(c.req.raw, MAX_DRAFT_BYTES);
      if (!body.ok) {
        const tooLarge = body.reason === 'too-large';
        const message = tooLarge ? PROXY_MESSAGES.tooLarge : PROXY_MESSAGES.invalidInput;
        return c.json(failureEnvelope(message), tooLarge ? 413 : 400);
      }
      const headers = { 'content-type': 'application/json', accept: 'application/json' };
      return forward(
        { method: 'POST', path: '/reservation-drafts', headers, body: body.text },
        c.req.raw.signal,
      );
    })
    .get('/api/reservations/:id', (c) =>
      forward(
        { method: 'GET', path: `/reservation-drafts/${encodeURIComponent(c.req.param('id'))}`, headers: {} },
        c.req.raw.signal,
      ),
    );
}
