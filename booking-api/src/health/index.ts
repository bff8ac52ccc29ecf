// Liveness and readiness for an orchestrator, never proxied to browsers: /healthz answers 200 while the process
// runs; /readyz answers 200 once the database answers a query, 503 while it does not.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client';

/** How long /readyz waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;

/** Resolves true when the database answers `select 1` within the timeout. */
export async function databaseAnswers(db: Database, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(db: Database) {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      const database = await databaseAnswers(db);
      return c.json({ status: database ? 'ready' : 'unready', database }, database ? 200 : 503);
    });
}
