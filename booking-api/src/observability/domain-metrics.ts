// The booking figures an operator watches, read when Prometheus scrapes: bookings by status, holds alive,
// payments awaiting verification and the outbox backlog come from one cheap query (kept for a second, so one
// scrape runs it once), and the PostgreSQL pool's connections and waiters from the pool itself (PGlite has one
// connection and no pool: those families are absent then). Reconciler runs are counted where they happen.
import { BOOKING_STATUSES } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { Counter, Gauge } from 'prom-client';
import type { Database } from '../db/client';
import { metricsRegistry } from './metrics';

/** Reconciler turns, by outcome ('ok' or 'failed'). */
export const reconcilerRuns = new Counter({
  name: 'rahi_reconciler_runs_total',
  help: 'Payment reconciler runs by outcome.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
// Both outcomes are there from the start (0), before the first turn.
for (const outcome of ['ok', 'failed']) reconcilerRuns.inc({ outcome }, 0);

interface Figures {
  bookings: Record<string, number> | null;
  holds: number;
  payments: number;
  outbox: number;
}

const FIGURES = sql`select
  (select json_object_agg(status, n) from (select status, count(*)::int as n from bookings group by status) s) as bookings,
  (select count(*)::int from bookings where status = 'pending_payment' and hold_expires_at > now()) as holds,
  (select count(*)::int from payments where status = 'pending') as payments,
  (select count(*)::int from outbox_messages where status = 'pending') as outbox`;

/**
 * Registers the gauges read from `db` (and `pool`, on PostgreSQL) in this thread's registry; once per process.
 *
 * @example
 * registerDomainMetrics(handle.db, handle.pool);
 */
export function registerDomainMetrics(db: Database, pool?: Pool) {
  let cached: { at: number; figures: Promise<Figures> } | undefined;
  const figures = () => {
    if (!cached || Date.now() - cached.at > 1000) {
      const pending = db
        .execute(FIGURES)
        .then((result) => (result as unknown as { rows: Figures[] }).rows[0] as Figures);
      cached = { at: Date.now(), figures: pending };
      pending.catch(() => {
        cached = undefined;
      });
    }
    return cached.figures;
  };
  const gauge = (name: string, help: string, read: (f: Figures) => number) =>
    new Gauge({
      name,
      help,
      registers: [metricsRegistry],
      async collect() {
        this.set(read(await figures()));
      },
    });
  new Gauge({
    name: 'rahi_bookings',
    help: 'Bookings by status.',
    labelNames: ['status'] as const,
    registers: [metricsRegistry],
    async collect() {
      const counts = (await figures()).bookings ?? {};
      this.reset();
      // Every status has a series, 0 included, so a rate or an alert on one never reads "no data".
      for (const status of BOOKING_STATUSES) this.set({ status }, counts[status] ?? 0);
    },
  });
  gauge('rahi_holds_alive', 'Bookings holding rooms until their hold ends.', (f) => f.holds);
  gauge('rahi_payments_awaiting_verification', 'Payments started and not yet settled.', (f) => f.payments);
  gauge('rahi_outbox_backlog', 'Outbox messages waiting to be delivered.', (f) => f.outbox);
  if (!pool) return;
  new Gauge({
    name: 'rahi_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle).',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'rahi_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection.',
    registers: [metricsRegistry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
