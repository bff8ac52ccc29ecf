import type { Database } from '../db/client';
import { healthRoutes } from '.';

const dbAnswering = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Database;

describe('booking-api health', () => {
  it('is live whatever the database does', async () => {
    const res = await healthRoutes(dbAnswering(() => Promise.reject(new Error('down')))).request('/healthz');
    expect(res.status).toBe(200);
  });

  it('is ready once the database answers', async () => {
    const res = await healthRoutes(dbAnswering(() => Promise.resolve({ rows: [] }))).request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: true });
  });

  it('is not ready while the database refuses or does not answer', async () => {
    const refused = await healthRoutes(dbAnswering(() => Promise.reject(new Error('ECONNREFUSED')))).request(
      '/readyz',
    );
    expect(refused.status).toBe(503);
    const silent = healthRoutes(dbAnswering(() => new Promise(() => {})));
    jest.useFakeTimers();
    const pending = silent.request('/readyz');
    await jest.advanceTimersByTimeAsync(2500);
    jest.useRealTimers();
    expect((await pending).status).toBe(503);
  });
});
