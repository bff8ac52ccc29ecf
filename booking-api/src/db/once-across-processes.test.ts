// On PostgreSQL (TEST_DATABASE_URL, as CI runs these tests) a second caller skips while the first works; on
// PGlite, one process's own database, every call runs.
import { type DatabaseHandle, openDatabase } from './client';
import { isEmbedded, onceAcrossProcesses } from './once-across-processes';
import { openTestDatabase } from './test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

describe('onceAcrossProcesses', () => {
  it('skips a turn while another process holds the work, and runs once it is done', async () => {
    // A second pool stands for a second process on the same database.
    const other =
      handle.kind === 'postgres' ? await openDatabase({ url: process.env.TEST_DATABASE_URL }) : handle;
    try {
      let release: () => void = () => {};
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = onceAcrossProcesses(handle.db, 'test:work', async () => {
        await holding;
        return 'first';
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await onceAcrossProcesses(other.db, 'test:work', async () => 'second');
      release();
      expect(await first).toBe('first');
      if (isEmbedded(handle.db)) expect(second).toBe('second');
      else expect(second).toBeUndefined();
      expect(await onceAcrossProcesses(other.db, 'test:work', async () => 'third')).toBe('third');
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it('tells PGlite from PostgreSQL', () => {
    expect(isEmbedded(handle.db)).toBe(handle.kind === 'pglite');
  });
});
