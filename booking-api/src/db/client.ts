// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite (kept under
// .data/ at the repository root, or in memory for tests). Same schema and migrations either way.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { logger } from '../observability/logger';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What `db.transaction` hands its callback. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Whatever runs a query: the database, or a transaction of it. A function that takes one works inside either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool (absent on PGlite), for its metrics. */
  pool?: Pool;
  /**
   * Runs `work` while no other process starting on the same PostgreSQL runs its own (a session advisory lock on a
   * connection of its own); on PGlite, one process's own database, it simply runs. Migrations run under it; so
   * should the first seeding, so that instances started together neither race nor seed twice.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** The most connections the pool opens (PG_POOL_MAX, 10; at least 1). */
  poolMax: number;
  /** PostgreSQL's statement_timeout for the pool's connections in ms (PG_STATEMENT_TIMEOUT_MS; unset or 0: none). */
  statementTimeoutMs: number;
}

const wholeNumber = (value: string | undefined, fallback: number, name: string, least: number) => {
  const text = value?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < least)
    throw new Error(`${name} must be a whole number of ${least} or more, got "${value}"`);
  return Number(text);
};

/**
 * The pool's settings from the environment; a malformed value throws naming the variable.
 * @example databaseSettingsFrom({ PG_POOL_MAX: '20' }) // → { poolMax: 20, statementTimeoutMs: 0 }
 */
export function databaseSettingsFrom(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    poolMax: wholeNumber(env.PG_POOL_MAX, 10, 'PG_POOL_MAX', 1),
    statementTimeoutMs: wholeNumber(env.PG_STATEMENT_TIMEOUT_MS, 0, 'PG_STATEMENT_TIMEOUT_MS', 0),
  };
}

/** The advisory lock key start-up work holds on PostgreSQL (any fixed number; this one spells "rahi"). */
export const STARTUP_LOCK_KEY = 0x72616869;

/** Runs `work` holding the start-up advisory lock on a connection opened for it, so the pool is free for `work`. */
async function underStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // Cut by the server while `work` runs (a restart), the connection emits 'error', which unheard ends the process;
  // the lock goes with the session, and `work` goes on (its own queries use the pool).
  client.on('error', (error) =>
    logger.error({ err: error.message }, "[db] the start-up lock's connection to PostgreSQL failed"),
  );
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself failed.
    await client.end().catch(() => undefined);
  }
}

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; 'memory' keeps everything in memory. */
  dataDir?: string;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** With dataDir 'memory': a PGlite data-folder dump (`dumpDataDir`) to start from instead of a new cluster. */
  loadDataDir?: Blob;
  /** The pool's size and statement timeout on PostgreSQL; from PG_POOL_MAX and PG_STATEMENT_TIMEOUT_MS by default. */
  settings?: DatabaseSettings;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', 'drizzle');

/** PGLITE_DATA_DIR, or .data/pglite at the repository root. */
export const defaultDataDir = () =>
  process.env.PGLITE_DATA_DIR || path.resolve(__dirname, '..', '..', '..', '.data', 'pglite');

/** Opens the database and applies every pending migration (on PostgreSQL, one instance at a time). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    const { poolMax, statementTimeoutMs } = options.settings ?? databaseSettingsFrom();
    // A connection that waits longer than this for the server fails, so a call never hangs on a dead database.
    const pool = new Pool({
      connectionString: url,
      max: poolMax,
      connectionTimeoutMillis: 3000,
      ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs }),
    });
    // A connection the server cuts (a restart, a failover, the database stopped) emits 'error'; unheard, that ends
    // the process (or the gateway's booking-api thread). Idle, the pool hears it, drops it and opens another when
    // asked; checked out (a transaction between two of its queries), only its own listener does, and the query
    // that follows fails instead.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        logger.error({ err: error.message }, '[db] a connection to PostgreSQL failed'),
      ),
    );
    pool.on('error', () => {}); // logged by the connection's own listener above
    const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
    const exclusive = <T>(work: () => Promise<T>) => underStartupLock(url, work);
    if (options.migrate !== false)
      await exclusive(() => migrateNodePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
    return { db, kind: 'postgres', pool, exclusive, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? defaultDataDir();
  if (dataDir !== 'memory') fs.mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir === 'memory' ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', exclusive: (work) => work(), close: () => client.close() };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
