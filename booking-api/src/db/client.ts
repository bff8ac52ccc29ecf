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
import { Pool } from 'pg';
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
  close(): Promise<void>;
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
}

export const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', 'drizzle');

/** PGLITE_DATA_DIR, or .data/pglite at the repository root. */
export const defaultDataDir = () =>
  process.env.PGLITE_DATA_DIR || path.resolve(__dirname, '..', '..', '..', '.data', 'pglite');

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    // A connection that waits longer than this for the server fails, so a call never hangs on a dead database.
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 3000 });
    // An idle connection cut by the server (a restart, a failover) is reported here; unheard, it would end the
    // process (or the gateway's booking-api thread). The pool drops it and opens another when asked.
    pool.on('error', (error) =>
      logger.error({ err: error.message }, '[db] an idle connection to PostgreSQL failed'),
    );
    const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
    if (options.migrate !== false)
      await migrateNodePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? defaultDataDir();
  if (dataDir !== 'memory') fs.mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir === 'memory' ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
