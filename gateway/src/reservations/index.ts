// The gateway-owned reservation drafts (product §7, docs/api-contract.md): POST /api/reservations
// { reservationId, reservationData } and GET /api/reservations/:id. booking-api re-prices and stores
// them (/reservation-drafts); the gateway forwards, with the proxy's size cap and deadline, naming the
// browser session (draft-session/) and the logged-in traveller (the token cookie) that drafts belong to.

import { logger } from '@rahi/booking-api/observability';
import { MESSAGES } from '@rahi/shared-contracts';
import { reservationIdSchema } from '@rahi/shared-contracts/api';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { draftOwnerHeaders, ensureSessionId, sessionIdOf } from '../draft-session';
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
  /** booking-api's answer, with any session cookie the route set on `c`. */
  const forward = async (c: Context, request: UpstreamRequest) => {
    const outcome = await callUpstream(upstream, request, timeoutMs, c.req.raw.signal);
    if (!outcome.ok) {
      const timeout = outcome.reason === 'timeout';
      const message = timeout ? PROXY_MESSAGES.timeout : PROXY_MESSAGES.unreachable;
      logger.error(`[reservations] ${request.method} ${request.path}: booking-api ${outcome.reason}`);
      return c.json(failureEnvelope(message), timeout ? 504 : 502);
    }
    return c.newResponse(outcome.response.body, outcome.response.status as ContentfulStatusCode, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
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
      const headers = {
        'content-type': 'application/json',
        accept: 'application/json',
        ...draftOwnerHeaders(c, ensureSessionId(c)),
      };
      return forward(c, { method: 'POST', path: '/reservation-drafts', headers, body: body.text });
    })
    .get('/api/reservations/:id', async (c) => {
      const id = c.req.param('id');
      if (!reservationIdSchema.safeParse(id).success)
        return c.json(failureEnvelope(MESSAGES.draftNotFound), 404);
      const headers = draftOwnerHeaders(c, sessionIdOf(c));
      return forward(c, { method: 'GET', path: `/reservation-drafts/${id}`, headers });
    });
}
