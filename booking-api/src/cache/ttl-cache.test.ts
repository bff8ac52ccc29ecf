import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once and serves the cached value until it expires', async () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => now);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers who ask at the same time', async () => {
    const cache = new TtlCache<string, number>(1000, 10);
    let resolve: (value: number) => void = () => {};
    const load = jest.fn(() => new Promise<number>((r) => (resolve = r)));
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load, so the next caller tries again', async () => {
    const cache = new TtlCache<string, number>(1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('drops the oldest entry past its size bound', async () => {
    const cache = new TtlCache<string, number>(1000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    const load = jest.fn(async () => 10);
    expect(await cache.get('a', load)).toBe(10);
    expect(await cache.get('c', load)).toBe(3);
  });

  it('loads again a cached value the caller cannot use, and peeks without loading', async () => {
    let now = 0;
    const cache = new TtlCache<string, { rows: number[] | null }>(1000, 10, () => now);
    await cache.get('a', async () => ({ rows: null }));
    const hasRows = (value: { rows: number[] | null }) => value.rows !== null;

    expect(await cache.get('a', async () => ({ rows: [1] }), hasRows)).toEqual({ rows: [1] });
    expect(cache.peek('a')).toEqual({ rows: [1] });
    now = 1000;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('forgets the keys asked, and keeps no value from a load that was under way when it forgot', async () => {
    const cache = new TtlCache<string, number>(60_000, 10);
    await cache.get('1:a', async () => 1);
    await cache.get('2:a', async () => 2);
    let finish: (value: number) => void = () => {};
    const slow = cache.get('1:b', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.forget((key) => key.startsWith('1:'));
    finish(5);
    // The caller that waited still gets its answer, but the next one loads again: 5 may be from before the change.
    expect(await slow).toBe(5);
    expect(cache.peek('1:b')).toBeUndefined();
    expect(cache.peek('1:a')).toBeUndefined();
    expect(cache.peek('2:a')).toBe(2);
    expect(await cache.get('1:b', async () => 6)).toBe(6);
    expect(cache.peek('1:b')).toBe(6);
  });

  it('revises the live entries asked from their values, keeping their expiry; callers meanwhile wait for it', async () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => now);
    await cache.get('1:a', async () => 1);
    now = 400;
    await cache.get('1:b', async () => 2);
    await cache.get('2:a', async () => 3);
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    cache.revise(
      (key) => key.startsWith('1:'),
      async (_key, value) => {
        await gate;
        return value * 10;
      },
    );
    const waiting = cache.get('1:a', async () => -1);
    finish();
    expect(await waiting).toBe(10);
    expect(cache.peek('1:b')).toBe(20);
    expect(cache.peek('2:a')).toBe(3);
    // '1:a' keeps the expiry of its first load (1000), '1:b' of its own (1400).
    now = 1000;
    expect(cache.peek('1:a')).toBeUndefined();
    expect(cache.peek('1:b')).toBe(20);
  });
});
