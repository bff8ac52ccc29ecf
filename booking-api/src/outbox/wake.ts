// Wakes the outbox worker when a transaction that enqueued a message commits: enqueueMessage sends a NOTIFY in
// that transaction, which PostgreSQL (and PGlite) delivers only at commit, to every listening process. On
// PostgreSQL one pooled connection is kept for LISTEN; if it fails, the worker's polling still finds the rows.
import { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '../db/client';
import { logger } from '../observability/logger';
import { OUTBOX_WAKE_CHANNEL } from './enqueue';

/** Calls `onWake` on each commit that enqueued something; resolves with the function that stops listening. */
export async function listenForWakes(db: Database, onWake: () => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return client.listen(OUTBOX_WAKE_CHANNEL, onWake);
  const pool = client as Pool;
  let connection: PoolClient | undefined;
  let stopped = false;
  const connect = async () => {
    try {
      const next = await pool.connect();
      next.on('notification', onWake);
      next.on('error', (error) => {
        logger.error(
          { err: error.message },
          '[outbox] the LISTEN connection failed; polling until it is back',
        );
        next.release(true);
        if (connection === next) connection = undefined;
        if (!stopped) setTimeout(connect, 5000).unref();
      });
      await next.query(`LISTEN ${OUTBOX_WAKE_CHANNEL}`);
      connection = next;
      if (stopped) await stop();
    } catch (error) {
      logger.error({ err: String(error) }, '[outbox] could not LISTEN; polling only for now');
      if (!stopped) setTimeout(connect, 5000).unref();
    }
  };
  const stop = async () => {
    stopped = true;
    const open = connection;
    connection = undefined;
    if (!open) return;
    await open.query(`UNLISTEN ${OUTBOX_WAKE_CHANNEL}`).catch(() => {});
    open.release();
  };
  await connect();
  return stop;
}
