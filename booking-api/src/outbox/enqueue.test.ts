// A message exists exactly when its event committed: enqueued inside a transaction that rolls back, nothing is
// left; a repeated dedupe key writes nothing more; the commit wakes a listener.
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { outboxMessages } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { enqueueMessage } from './enqueue';
import { listenForWakes } from './wake';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 120_000);
afterAll(() => handle.close());

const mobile = () => `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const rowsFor = (number: string) =>
  handle.db.select().from(outboxMessages).where(eq(outboxMessages.mobile, number));

describe('enqueueMessage', () => {
  it('writes a pending SMS row when its transaction commits', async () => {
    const number = mobile();
    const ids = await handle.db.transaction((tx) =>
      enqueueMessage(tx, { kind: 'booking_confirmed', mobile: number, params: { reserveId: '12345678' } }),
    );
    const rows = await rowsFor(number);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      status: 'pending',
      attempts: 0,
      kind: 'booking_confirmed',
    });
  });

  it('leaves nothing when the transaction rolls back', async () => {
    const number = mobile();
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMessage(tx, { kind: 'payment_failed', mobile: number, params: { reserveId: '1' } });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsFor(number)).toEqual([]);
  });

  it('writes one message per dedupe key and channel', async () => {
    const number = mobile();
    const message = { kind: 'hold_ending' as const, mobile: number, params: {}, dedupeKey: `hold:${number}` };
    expect(await enqueueMessage(handle.db, message)).toHaveLength(1);
    expect(await enqueueMessage(handle.db, message)).toEqual([]);
    expect(await rowsFor(number)).toHaveLength(1);
  });

  it('writes no SMS row without a number to send it to', async () => {
    expect(await enqueueMessage(handle.db, { kind: 'price_alert', params: {} })).toEqual([]);
  });

  it('wakes a listener when the transaction commits, not before', async () => {
    let wakes = 0;
    const stop = await listenForWakes(handle.db, () => {
      wakes += 1;
    });
    try {
      await handle.db.transaction(async (tx) => {
        await enqueueMessage(tx, { kind: 'login_code', mobile: mobile(), params: { code: '12345' } });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(wakes).toBe(0);
      });
      for (let tries = 0; wakes === 0 && tries < 50; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(wakes).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });
});
