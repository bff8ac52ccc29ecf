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
  /** How long to wait before opening a failed connection again; 5 s unless a test says otherwise. */
  retryMs?: number;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** Listens on `channel` until the returned function is called. */
export async function listenOn(
  db: Database,
  channel: string,
  { onNotify, onGap, label, retryMs = 5000 }: ListenOptions,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return client.listen(channel, (payload) => onNotify(payload ?? ''));
  const pool = client as Pool;
  let connection: PoolClient | undefined;
  let stopped = false;
  let failed = false;
  const onMessage = (message: { channel: string; payload?: string }) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  };
  // The connection is closed, never given back to the pool for reuse, and our handlers leave it first: a client
  // reused by someone else must not call them. A connection the server ends emits 'error' more than once
  // (PostgreSQL's «terminating connection» message, then the socket's end); the pool handles the later ones.
  const close = (open: PoolClient) => {
    open.removeListener('notification', onMessage);
    open.removeListener('error', failedWith);
    if (connection === open) connection = undefined;
    open.release(true);
  };
  function failedWith(this: PoolClient, error: unknown) {
    close(this);
    logger.error(
      { err: String(error) },
      `${label} the LISTEN connection failed; trying again in ${retryMs} ms`,
    );
    retry();
  }
  const retry = () => {
    if (stopped) return;
    failed = true;
    onGap?.();
    setTimeout(connect, retryMs).unref();
  };
  const connect = async () => {
    let next: PoolClient;
    try {
      next = await pool.connect();
    } catch (error) {
      logger.error({ err: String(error) }, `${label} could not LISTEN; trying again in ${retryMs} ms`);
      retry();
      return;
    }
    next.on('notification', onMessage);
    next.on('error', failedWith);
    try {
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      // The connection failed meanwhile ('error' has closed it and will retry), or LISTEN itself was refused.
      if (next.listeners('error').includes(failedWith)) failedWith.call(next, error);
      return;
    }
    connection = next;
    if (failed) {
      failed = false;
      onGap?.();
    }
    if (stopped) await stop();
  };
  const stop = async () => {
    stopped = true;
    if (connection) close(connection);
  };
  await connect();
  return stop;
}
