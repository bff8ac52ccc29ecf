import { healthRoutes } from '.';

describe('healthRoutes', () => {
  it('answers GET /healthz with status ok and never lets it be cached', async () => {
    const res = await healthRoutes().request('/healthz');

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('reports whole seconds since the gateway started', async () => {
    const res = await healthRoutes(Date.now() - 42_000).request('/healthz');

    expect(await res.json()).toEqual({ status: 'ok', uptimeSeconds: 42 });
  });
});
