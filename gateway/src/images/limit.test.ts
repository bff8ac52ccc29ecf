import { createLimiter, LimiterAbandoned, LimiterFull } from './limit';

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

describe('createLimiter with a signal', () => {
  it('drops a waiting task whose signal aborts, never runs it, and gives its place to the next', async () => {
    const limit = createLimiter(1, 1);
    let release = () => {};
    const first = limit(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const controller = new AbortController();
    const abandoned = jest.fn(async () => 'abandoned');
    const waiting = limit(abandoned, controller.signal);

    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(LimiterAbandoned);
    // Its waiting place is free again: one more may queue instead of being refused.
    const next = limit(async () => 'next');
    release();
    expect(await first).toBe('first');
    expect(await next).toBe('next');
    expect(abandoned).not.toHaveBeenCalled();
  });

  it('refuses at once a task whose signal has already aborted', async () => {
    const limit = createLimiter(1);
    const task = jest.fn(async () => 'never');
    await expect(limit(task, AbortSignal.abort())).rejects.toBeInstanceOf(LimiterAbandoned);
    expect(task).not.toHaveBeenCalled();
  });

  it('lets a task that has started finish even if its signal aborts', async () => {
    const limit = createLimiter(1);
    const controller = new AbortController();
    const running = limit(async () => {
      controller.abort();
      await new Promise((resolve) => setImmediate(resolve));
      return 'done';
    }, controller.signal);
    expect(await running).toBe('done');
  });
});
