// listenOn: a NOTIFY reaches the listener; on PostgreSQL (TEST_DATABASE_URL, as CI runs these tests) a LISTEN
// connection the server ends is opened again, with the gap announced, and the process carries on.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { listenOn } from './listen';
import { openTestDatabase } from './test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

async function soon(condition: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

describe('listenOn', () => {
  it('hands each notification of its channel to the listener', async () => {
    const heard: string[] = [];
    const stop = await listenOn(handle.db, 'rahi_listen_test', {
      onNotify: (p) => heard.push(p),
      label: '[test]',
    });
    try {
      await handle.db.execute(sql`select pg_notify('rahi_listen_test', 'one')`);
      await handle.db.execute(sql`select pg_notify('rahi_other_channel', 'not ours')`);
      expect(await soon(() => heard.length > 0)).toBe(true);
      expect(heard).toEqual(['one']);
    } finally {
      await stop();
    }
  });

  it('refuses a channel name it would have to quote', async () => {
    await expect(
      listenOn(handle.db, 'x; drop table bookings', { onNotify: () => {}, label: '[test]' }),
    ).rejects.toThrow('not a channel name');
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'listens again after the server ends its connection, saying notifications may have been missed',
    async () => {
      const heard: string[] = [];
      let gaps = 0;
      const stop = await listenOn(handle.db, 'rahi_listen_test', {
        onNotify: (p) => heard.push(p),
        onGap: () => {
          gaps += 1;
        },
        label: '[test]',
        retryMs: 50,
      });
      try {
        // What a fast shutdown does to every connection: «terminating connection due to administrator command»,
        // then the socket's end; both reach the client as 'error'.
        await handle.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN rahi_listen_test'`,
        );
        expect(await soon(() => gaps === 2)).toBe(true);
        await handle.db.execute(sql`select pg_notify('rahi_listen_test', 'after')`);
        expect(await soon(() => heard.includes('after'))).toBe(true);
        expect(gaps).toBe(2);
      } finally {
        await stop();
      }
    },
  );
});
