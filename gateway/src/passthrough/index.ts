// booking-api's pages that browsers open directly, not through the JSON proxy: its generated hotel
// photos (/media/…) and its API documentation (/api-docs, /api-docs/openapi.json). GET only.
import { Hono } from 'hono';
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';

const MEDIA_PATH = /^\/media\/hotels\/\d{1,9}\/[a-z]+-\d{1,2}\.svg$/;

export function passthroughRoutes({
  upstream,
  timeoutMs = 5000,
}: {
  upstream: Upstream;
  timeoutMs?: number;
}) {
  const relay = async (path: string, signal: AbortSignal) => {
    const outcome = await callUpstream(upstream, { method: 'GET', path, headers: {} }, timeoutMs, signal);
    if (!outcome.ok)
      return new Response('booking-api is unavailable', { status: outcome.reason === 'timeout' ? 504 : 502 });
    const headers = new Headers();
    for (const name of ['content-type', 'cache-control']) {
      const value = outcome.response.headers[name];
      if (value) headers.set(name, value);
    }
    return new Response(outcome.response.body, { status: outcome.response.status, headers });
  };

  return new Hono()
    .get('/media/*', (c) =>
      MEDIA_PATH.test(c.req.path) ? relay(c.req.path, c.req.raw.signal) : c.notFound(),
    )
    .get('/api-docs', (c) => c.redirect('/api-docs/'))
    .get('/api-docs/', (c) => relay('/docs', c.req.raw.signal))
    .get('/api-docs/openapi.json', (c) => relay('/openapi.json', c.req.raw.signal));
}
