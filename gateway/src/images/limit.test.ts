import { createLimiter, LimiterFull } from './limit';

describe('createLimiter', () => {
  it('runs at most n tasks at once and all of them in the end', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return value;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((value) => limit(task(value))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit(async () => 'next')).toBe('next');
  });

  it('refuses a task at once when maxWaiting tasks already wait, and takes one again when a place frees', async () => {
    const limit = createLimiter(1, 1);
    let release = () => {};
    const first = limit(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = limit(async () => 'second');
    const refused = jest.fn(async () => 'third');

    await expect(limit(refused)).rejects.toBeInstanceOf(LimiterFull);
    expect(refused).not.toHaveBeenCalled();
    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(await limit(async () => 'fourth')).toBe('fourth');
  });
});
