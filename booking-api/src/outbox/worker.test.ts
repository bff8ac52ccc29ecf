// The outbox worker: a due row is handed over once and marked sent; a failing provider is tried again after a
// growing delay; a refusal that cannot change gives the row up; a killed worker's row is taken again once its
// lease has run out (and the dead worker's late outcome is ignored); a send waits for its provider at most half
// the lease left; two workers on one database (two connection pools on PostgreSQL with TEST_DATABASE_URL) hand
// over each message exactly once.
import { eq, inArray } from 'drizzle-orm';
import { manualClock } from '../auth/clock';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { outboxMessages } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { logger } from '../observability/logger';
import { type Channel, type OutboxDelivery, PermanentDeliveryError } from './channels/channel';
import { claimDue, finishClaim } from './claim';
import { enqueueMessage } from './enqueue';
import type { OutboxSettings } from './settings';
import { createOutboxWorker, sendWindowMs } from './worker';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 120_000);
afterAll(() => handle.close());
beforeEach(() => jest.spyOn(logger, 'error'));
afterEach(() => jest.restoreAllMocks());

const settings: OutboxSettings = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 2000,
  retryMaxMs: 30_000,
  maxAttempts: 4,
  batchSize: 20,
};

/** A fake SMS channel: records what it was given, or fails while told to. */
function recordingChannel() {
  const sent: OutboxDelivery[] = [];
  const state: { fail?: Error } = {};
  const channel: Channel = {
    name: 'sms',
    async send(message) {
      if (state.fail) throw state.fail;
      sent.push(message);
    },
  };
  return { channel, sent, state };
}

/** Clears earlier tests' rows so each test sees only its own. */
const clearOutbox = () => handle.db.delete(outboxMessages);
const rowOf = async (id: number) =>
  (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

async function enqueueAt(clock: () => Date, reserveId = '12345678') {
  const [id] = await enqueueMessage(
    handle.db,
    { kind: 'booking_confirmed', mobile: '09121234567', params: { reserveId } },
    { now: clock() },
  );
  return id as number;
}

describe('the outbox worker', () => {
  beforeEach(clearOutbox);

  it('hands a due row to its channel once and marks it sent', async () => {
    const clock = manualClock();
    const { channel, sent } = recordingChannel();
    const worker = createOutboxWorker({ db: handle.db, channels: [channel], settings, clock });
    const id = await enqueueAt(clock);

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toEqual([
      expect.objectContaining({ id, attempt: 1, idempotencyKey: `rahi-outbox-${id}`, mobile: '09121234567' }),
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', sentAt: clock(), lockedBy: null, attempts: 1 });
  });

  it('tries a failed send again after a delay that grows, then marks it sent', async () => {
    const clock = manualClock();
    const { channel, sent, state } = recordingChannel();
    const worker = createOutboxWorker({ db: handle.db, channels: [channel], settings, clock });
    const id = await enqueueAt(clock);
    state.fail = new Error('HTTP 500');

    await worker.runOnce();
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 500', lockedBy: null });
    const firstDelay = (first?.availableAt.getTime() ?? 0) - clock().getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(1600);
    expect(firstDelay).toBeLessThanOrEqual(2400);
    expect(await worker.runOnce()).toBe(0); // not due yet

    clock.advance(3);
    await worker.runOnce();
    const secondDelay = ((await rowOf(id))?.availableAt.getTime() ?? 0) - clock().getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(3200);
    expect(secondDelay).toBeLessThanOrEqual(4800);

    state.fail = undefined;
    clock.advance(5);
    await worker.runOnce();
    expect(sent.map((message) => [message.id, message.attempt])).toEqual([[id, 3]]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives a row up after its last try, and at once on a permanent refusal', async () => {
    const clock = manualClock();
    const { channel, state } = recordingChannel();
    const worker = createOutboxWorker({ db: handle.db, channels: [channel], settings, clock });
    const tired = await enqueueAt(clock);
    state.fail = new Error('HTTP 500');
    for (let turn = 0; turn < settings.maxAttempts; turn += 1) {
      await worker.runOnce();
      clock.advance(60);
    }
    expect(await rowOf(tired)).toMatchObject({ status: 'failed', attempts: settings.maxAttempts });

    const refused = await enqueueAt(clock);
    state.fail = new PermanentDeliveryError('receptor is not a mobile number');
    await worker.runOnce();
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes a killed worker’s row again after its lease, and ignores the dead worker’s late outcome', async () => {
    const clock = manualClock();
    const { channel, sent } = recordingChannel();
    const id = await enqueueAt(clock);
    // The first worker claims the row and dies before any outcome is written.
    const [claimed] = await claimDue(handle.db, {
      workerId: 'killed',
      now: clock(),
      leaseMs: 60_000,
      limit: 5,
    });
    expect(claimed?.id).toBe(id);

    const survivor = createOutboxWorker({ db: handle.db, channels: [channel], settings, clock });
    expect(await survivor.runOnce()).toBe(0);
    clock.advance(59);
    expect(await survivor.runOnce()).toBe(0);
    clock.advance(1);
    expect(await survivor.runOnce()).toBe(1);
    expect(sent.map((message) => [message.id, message.attempt])).toEqual([[id, 2]]);

    expect(
      await finishClaim(handle.db, { id }, 'killed', clock(), { status: 'retry', at: clock(), error: 'x' }),
    ).toBe(false);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets a send wait for its provider half the lease left, then retries it; a caller may wait less', async () => {
    const clock = manualClock();
    const waited: number[] = [];
    /** A provider that never answers: the send ends only when its signal aborts. */
    const silentChannel: Channel = {
      name: 'sms',
      send: ({ signal }) =>
        new Promise((_, reject) => {
          const started = performance.now();
          signal?.addEventListener('abort', () => {
            waited.push(performance.now() - started);
            reject(signal.reason);
          });
        }),
    };
    const worker = createOutboxWorker({
      db: handle.db,
      channels: [silentChannel],
      settings: { ...settings, leaseMs: 600 },
      clock,
    });
    const id = await enqueueAt(clock);
    await worker.runOnce();
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeGreaterThanOrEqual(250);
    expect(waited[0]).toBeLessThan(550);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });

    clock.advance(60);
    expect((await worker.deliverNow([id], 50)).get(id)).toBe('retry');
    expect(waited[1]).toBeLessThan(250);
  });

  it('gives a send no time when the row’s lease has run out', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(sendWindowMs({ lockedUntil: new Date(now.getTime() + 60_000) }, now)).toBe(30_000);
    expect(sendWindowMs({ lockedUntil: new Date(now.getTime() + 60_000) }, now, 5000)).toBe(5000);
    expect(sendWindowMs({ lockedUntil: new Date(now.getTime() - 1) }, now)).toBe(0);
    expect(sendWindowMs({ lockedUntil: null }, now)).toBe(0);
  });

  it('hands each message to the provider once with two workers on one database', async () => {
    const clock = () => new Date();
    const count = 120;
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await enqueueAt(clock, String(index)));
    const second = process.env.TEST_DATABASE_URL
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, migrate: false })
      : handle;
    try {
      const handedOver: number[] = [];
      const slowChannel: Channel = {
        name: 'sms',
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          handedOver.push(message.id);
        },
      };
      const small = { ...settings, batchSize: 7 };
      const workers = [handle.db, second.db].map((db) =>
        createOutboxWorker({ db, channels: [slowChannel], settings: small, clock }),
      );
      const drain = async (worker: (typeof workers)[number]) => {
        let claimedHere = 0;
        for (let claimed = 1; claimed > 0; ) {
          claimed = await worker.runOnce();
          claimedHere += claimed;
        }
        return claimedHere;
      };
      const shares = await Promise.all(workers.map(drain));

      expect([...handedOver].sort((a, b) => a - b)).toEqual(ids);
      expect((shares[0] ?? 0) + (shares[1] ?? 0)).toBe(count);
      const rows = await handle.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      if (second !== handle) await second.close();
    }
  });
});
