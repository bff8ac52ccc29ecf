import { createLimiter } from './limit';

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
});
