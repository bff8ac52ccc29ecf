import { Hono } from 'hono';

export function healthRoutes(startedAt = Date.now()) {
  return new Hono().get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });
}
