// The outbox worker: claims due rows (claim.ts), hands each to its channel, and writes the outcome: sent,
// retried after a growing delay, or given up. It runs in every serving process (booking-api alone, or the
// gateway's booking-api thread), on an interval and whenever a commit enqueued something (wake.ts); rows are
// shared out by their row locks and leases, so several processes never send one row twice while they live.
import { randomUUID } from 'node:crypto';
import type { MessageChannel } from '@rahi/shared-contracts';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { logger } from '../observability/logger';
import { maskMobile } from '../sms/sender';
import { type Channel, type OutboxDelivery, PermanentDeliveryError } from './channels/channel';
import { claimDue, finishClaim, type OutboxRow } from './claim';
import { type OutboxSettings, retryDelayMs } from './settings';
import { listenForWakes } from './wake';

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'lost';

export interface OutboxWorkerOptions {
  db: Database;
  channels: readonly Channel[];
  settings: OutboxSettings;
  clock: Clock;
  /** Names this worker's leases (default a random id). */
  workerId?: string;
}

const toDelivery = (row: OutboxRow, signal: AbortSignal): OutboxDelivery => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  userId: row.userId,
  mobile: row.mobile,
  params: row.params,
  attempt: row.attempts,
  idempotencyKey: `rahi-outbox-${row.id}`,
  signal,
});

/**
 * How long one try may wait for its provider: half the lease left on the row (or `withinMs` when shorter). A
 * provider that answers late within it is still counted (no second send), and the call has ended well before
 * the lease does, so no other worker takes the row while it is in flight.
 */
export function sendWindowMs(row: Pick<OutboxRow, 'lockedUntil'>, now: Date, withinMs = Infinity): number {
  const leaseLeft = row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
  return Math.max(0, Math.floor(Math.min(leaseLeft / 2, withinMs)));
}

export function createOutboxWorker({
  db,
  channels,
  settings,
  clock,
  workerId = `outbox-${randomUUID()}`,
}: OutboxWorkerOptions) {
  const byName = new Map<MessageChannel, Channel>(channels.map((channel) => [channel.name, channel]));

  async function deliver(row: OutboxRow, withinMs?: number): Promise<DeliveryOutcome> {
    const channel = byName.get(row.channel);
    const who = row.mobile ? maskMobile(row.mobile) : `user ${row.userId}`;
    try {
      if (!channel) throw new PermanentDeliveryError(`no ${row.channel} channel is configured`);
      if (row.lockedUntil && clock() >= row.lockedUntil) return 'lost';
      const signal = AbortSignal.timeout(sendWindowMs(row, clock(), withinMs));
      await channel.send(toDelivery(row, signal));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentDeliveryError || row.attempts >= settings.maxAttempts;
      const outcome = permanent
        ? ({ status: 'failed', error: reason } as const)
        : ({
            status: 'retry',
            at: new Date(clock().getTime() + retryDelayMs(row.attempts, settings)),
            error: reason,
          } as const);
      logger.error(
        `[outbox] ${row.kind} #${row.id} by ${row.channel} to ${who}, try ${row.attempts}: ${reason}${permanent ? ' (given up)' : ''}`,
      );
      return (await finishClaim(db, row, workerId, clock(), outcome)) ? outcome.status : 'lost';
    }
    if (await finishClaim(db, row, workerId, clock(), { status: 'sent' })) return 'sent';
    logger.warn(`[outbox] ${row.kind} #${row.id} was handed over after this worker's lease ran out`);
    return 'lost';
  }

  /** One turn: claims a batch of due rows and delivers them; resolves with how many were claimed. */
  async function runOnce(): Promise<number> {
    const rows = await claimDue(db, {
      workerId,
      now: clock(),
      leaseMs: settings.leaseMs,
      limit: settings.batchSize,
    });
    await Promise.all(rows.map((row) => deliver(row)));
    return rows.length;
  }

  /**
   * Delivers these rows now, whether due or not (a login code the request waits for, at most `withinMs` for its
   * provider); resolves with each row's outcome, or nothing for a row another worker holds or that is no longer
   * pending.
   */
  async function deliverNow(ids: number[], withinMs?: number): Promise<Map<number, DeliveryOutcome>> {
    const rows = await claimDue(db, {
      workerId,
      now: clock(),
      leaseMs: settings.leaseMs,
      limit: ids.length,
      ids,
    });
    const outcomes = await Promise.all(
      rows.map(async (row) => [row.id, await deliver(row, withinMs)] as const),
    );
    return new Map(outcomes);
  }

  /** Gives up these rows if still pending and unclaimed or claimed by this worker (a code nobody waits for). */
  async function cancel(ids: number[], reason: string) {
    const rows = await claimDue(db, {
      workerId,
      now: clock(),
      leaseMs: settings.leaseMs,
      limit: ids.length,
      ids,
    });
    for (const row of rows)
      await finishClaim(db, row, workerId, clock(), { status: 'cancelled', error: reason });
  }

  let running: Promise<void> | undefined;
  let again = false;
  /** Runs turns until a turn finds less than a batch; a wake during a turn asks for one more. */
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await runOnce()) === settings.batchSize) {}
        } while (again);
      } catch (error) {
        logger.error({ err: error }, '[outbox] a delivery turn failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  /** Polls every pollMs and listens for commits that enqueued; the returned function stops both. */
  function start(): () => Promise<void> {
    const timer = setInterval(() => void wake(), settings.pollMs);
    timer.unref();
    const listening = listenForWakes(db, () => void wake()).catch((error) => {
      logger.error({ err: error }, '[outbox] not listening for new messages; polling only');
      return async () => {};
    });
    void wake();
    return async () => {
      clearInterval(timer);
      await (await listening)();
      await running;
    };
  }

  return { workerId, runOnce, deliverNow, cancel, wake, start };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
