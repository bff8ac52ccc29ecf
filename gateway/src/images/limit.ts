// At most n encodes at once: each encode already uses a libvips thread per core, and a burst of distinct
// pictures should queue rather than starve the API calls sharing the gateway's process.

/** Runs each task when fewer than `n` are running; resolves as the task does. */
export function createLimiter(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
