// Liveness and readiness. /healthz answers 200 whenever the process runs (restart it when it does not);
// /readyz answers 200 only when every check passes (the database answers through booking-api, the registry names
// the remotes, the shell's build is on disk) and 503 naming the failing checks otherwise (send no traffic yet).
import { Hono } from 'hono';

/** A readiness check: true when ready; a throw or a rejection counts as not ready. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

const passes = async (check: ReadinessCheck) => {
  try {
    return (await check()) === true;
  } catch {
    return false;
  }
};

/**
 * @example
 * app.route('/', healthRoutes(Date.now(), { database: () => bookingApiReady(upstream) }));
 */
export function healthRoutes(startedAt = Date.now(), checks: Record<string, ReadinessCheck> = {}) {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => passes(checks[name] as ReadinessCheck)));
      const outcome = Object.fromEntries(names.map((name, i) => [name, results[i]]));
      const ready = results.every(Boolean);
      return c.json({ status: ready ? 'ready' : 'unready', checks: outcome }, ready ? 200 : 503);
    });
}
