// LISTEN on a PostgreSQL channel from every process that shares the database: a NOTIFY sent in a transaction
// reaches each listener once that transaction commits. On PGlite (one process) its own listen() does the same.
// On PostgreSQL one pooled connection is kept for it; when that connection fails it is opened again after 5 s,
// and `onGap` is called both when it fails and when it is back, since notifications sent meanwhile are lost.
import { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { logger } from '../observability/logger';
import type { Database } from './client';

export interface ListenOptions {
  /** Called with each notification's payload ('' when none). */
  onNotify: (payload: string) => void;
  /** Called when notifications may have been missed: the connection failed, or came back after failing. */
  onGap?: () => void;
  /** Names the listener in the log: '[outbox]'. */
  label: string;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** Listens on `channel` until the returned function is called. */
export async function listenOn(
  db: Database,
  channel: string,
  { onNotify, onGap, label }: ListenOptions,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return client.listen(channel, (payload) => onNotify(payload ?? ''));
  const pool = client as Pool;
  let connection: PoolClient | undefined;
  let stopped = false;
  let failed = false;
  const retry = () => {
    if (stopped) return;
    failed = true;
    onGap?.();
    setTimeout(connect, 5000).unref();
  };
  const connect = async () => {
    try {
      const next = await pool.connect();
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      next.on('error', (error) => {
        logger.error({ err: error.message }, `${label} the LISTEN connection failed; trying again in 5 s`);
        next.release(true);
        if (connection === next) connection = undefined;
        retry();
      });
      await next.query(`LISTEN ${channel}`);
      connection = next;
      if (failed) {
        failed = false;
        onGap?.();
      }
      if (stopped) await stop();
    } catch (error) {
      logger.error({ err: String(error) }, `${label} could not LISTEN; trying again in 5 s`);
      retry();
    }
  };
  const stop = async () => {
    stopped = true;
    const open = connection;
    connection = undefined;
    if (!open) return;
    await open.query(`UNLISTEN ${channel}`).catch(() => {});
    open.release();
  };
  await connect();
  return stop;
}
