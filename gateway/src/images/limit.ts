// At most n encodes at once: each encode already uses a libvips thread per core, and a burst of distinct
// pictures should queue rather than starve the API calls sharing the gateway's process.

/** Thrown, without running the task, when `maxWaiting` tasks already wait. */
export class LimiterFull extends Error {
  constructor() {
    super('too many encodes waiting');
  }
}

/**
 * Runs each task when fewer than `n` are running; resolves as the task does. With `maxWaiting`, a task that would
 * be queued behind that many others is refused at once (LimiterFull) instead of waiting without end.
 */
export function createLimiter(n: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n && waiting.length >= maxWaiting) throw new LimiterFull();
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
