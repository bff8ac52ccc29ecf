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

describe('GET /readyz', () => {
  it('is ready when every check passes', async () => {
    const res = await healthRoutes(Date.now(), { database: async () => true, shell: () => true }).request(
      '/readyz',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: true, shell: true } });
  });

  it('answers 503 naming the checks that fail or throw, while /healthz stays 200', async () => {
    const app = healthRoutes(Date.now(), {
      database: async () => false,
      registry: () => {
        throw new Error('unreadable');
      },
      shell: () => true,
    });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'unready',
      checks: { database: false, registry: false, shell: true },
    });
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
