import { metricsRegistry, requestLog } from '@rahi/booking-api/observability';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Upstream, UpstreamRequest } from '.';
import { measuredUpstream } from './measured';

const recording = () => {
  const seen: UpstreamRequest[] = [];
  const upstream: Upstream = {
    async fetch(request) {
      seen.push(request);
      return { status: 200, headers: {}, body: '{}' };
    },
  };
  return { seen, upstream: measuredUpstream(upstream) };
};

describe('measuredUpstream', () => {
  it("sends the served request's id to booking-api", async () => {
    const { seen, upstream } = recording();
    const app = new Hono()
      .use(requestId(), requestLog({ service: 'gateway', userKind: () => 'guest' }))
      .get('/page', async (c) => {
        await upstream.fetch({ method: 'GET', path: '/hotels/1', headers: {} }, new AbortController().signal);
        return c.text('ok');
      });
    const res = await app.request('/page', { headers: { 'X-Request-Id': 'req-42' } });
    expect(res.headers.get('X-Request-Id')).toBe('req-42');
    expect(seen[0]?.headers['x-request-id']).toBe('req-42');
  });

  it('times each call by its path segment', async () => {
    const { upstream } = recording();
    await upstream.fetch(
      { method: 'GET', path: '/cities/tehran?x=1', headers: {} },
      new AbortController().signal,
    );
    expect(await metricsRegistry.metrics()).toMatch(
      /rahi_booking_api_call_duration_seconds_count\{segment="cities",outcome="ok"\} 1/,
    );
  });
});
