// The registry of a fleet: with DATABASE_URL, every gateway reads /mf-registry.json from PostgreSQL (the
// remote_registry table booking-api migrates, written by `npm run release` / `npm run rollback`) and LISTENs on the
// `remote_registry` channel, so a release reaches every instance within a second with nothing restarted. Between
// changes the registry is served from memory. A lost connection keeps the last registry, reconnects with a growing
// pause, and reads the table again once back (a change made meanwhile is not missed). A remote the table does not
// name is served from this gateway's own /remotes/<folder>/, as without a registry.

import { logger } from '@rahi/booking-api/observability';
import { defaultRegistry, REMOTE_NAMES, type RemoteRegistry } from '@rahi/shared-contracts';
import { Client } from 'pg';
import type { RegistrySource } from './registry-source';

/** The channel the release tool notifies after changing the registry. */
export const REGISTRY_CHANNEL = 'remote_registry';

/** What the registry needs of a database connection; node-postgres' Client and PGlite both provide it. */
export interface RegistryConnection {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  /** Calls `onNotify` for every notification on `channel`. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** Calls `onLost` once when the connection breaks. */
  onLost(onLost: (error: Error) => void): void;
  close(): Promise<void>;
}

interface RegistryRow {
  remote: string;
  name: string;
  entry: string;
  ssr: string | null;
}

const CURRENT_RELEASES = `select r.remote, x.name, x.entry, x.ssr
  from remote_registry r join remote_releases x on x.id = r.release_id`;

/** The default registry with each remote the table names pointed at its release. */
export function registryFromRows(rows: RegistryRow[]): RemoteRegistry {
  const registry = defaultRegistry();
  for (const row of rows) {
    if (!(REMOTE_NAMES as readonly string[]).includes(row.remote)) continue;
    const name = row.remote as (typeof REMOTE_NAMES)[number];
    registry.remotes[name] = {
      entry: row.entry,
      version: row.name,
      ...(row.ssr ? { ssr: row.ssr } : {}),
    };
  }
  return registry;
}

/** A node-postgres connection to `url`, as a RegistryConnection. */
export async function pgRegistryConnection(url: string): Promise<RegistryConnection> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  return {
    query: async <T>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] }),
    async listen(channel, onNotify) {
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await client.query(`listen ${channel}`);
    },
    onLost(onLost) {
      let told = false;
      const tell = (error: Error) => {
        if (told) return;
        told = true;
        onLost(error);
      };
      client.on('error', tell);
      client.on('end', () => tell(new Error('connection ended')));
    },
    close: () => client.end(),
  };
}

export interface DatabaseRegistryOptions {
  connect: () => Promise<RegistryConnection>;
  /** The first pause before reconnecting (doubles up to 10 s). */
  retryMs?: number;
  log?: (message: string) => void;
}

export interface DatabaseRegistry extends RegistrySource {
  close(): Promise<void>;
}

/**
 * Reads the registry once (rejecting when the database cannot be read, so a gateway never starts on a guess),
 * then follows its changes.
 * @example const registry = await startDatabaseRegistry({ connect: () => pgRegistryConnection(url) });
 */
export async function startDatabaseRegistry(options: DatabaseRegistryOptions): Promise<DatabaseRegistry> {
  const log = options.log ?? ((message) => logger.error(`[registry] ${message}`));
  const firstRetryMs = options.retryMs ?? 500;
  let registry: RemoteRegistry;
  let connection: RegistryConnection | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  // One read at a time; a notification during a read asks for one more after it.
  let reading: Promise<void> | undefined;
  let readAgain = false;

  const read = async (from: RegistryConnection) => {
    registry = registryFromRows((await from.query<RegistryRow>(CURRENT_RELEASES)).rows);
  };
  const reread = (from: RegistryConnection) => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = read(from)
      .catch((error: Error) => log(`reading the registry failed; keeping the previous one: ${error.message}`))
      .finally(() => {
        reading = undefined;
        if (readAgain && !closed) {
          readAgain = false;
          reread(from);
        }
      });
  };

  const follow = async () => {
    const next = await options.connect();
    try {
      await listenOn(next);
    } catch (error) {
      await next.close().catch(() => {});
      throw error;
    }
  };
  const listenOn = async (next: RegistryConnection) => {
    next.onLost((error) => {
      if (closed) return;
      log(`lost the database (${error.message}); serving the last registry and reconnecting`);
      connection = undefined;
      next.close().catch(() => {});
      scheduleReconnect();
    });
    await next.listen(REGISTRY_CHANNEL, () => reread(next));
    await read(next);
    connection = next;
    retryMs = firstRetryMs;
  };
  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      if (closed) return;
      follow().catch((error: Error) => {
        log(`reconnecting failed (${error.message}); next try in ${retryMs * 2} ms`);
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await follow();
  return {
    current: () => registry,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connection?.close();
    },
  };
}
