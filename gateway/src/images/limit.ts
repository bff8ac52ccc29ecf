// At most n encodes at once: each encode already uses a libvips thread per core, and a burst of distinct
// pictures should queue rather than starve the API calls sharing the gateway's process.

/** Thrown, without running the task, when `maxWaiting` tasks already wait. */
export class LimiterFull extends Error {
  constructor() {
    super('too many encodes waiting');
  }
}

/** Thrown, without running the task, when its signal aborts before its turn comes: nobody wants it any more. */
export class LimiterAbandoned extends Error {
  constructor() {
    super('abandoned while waiting for an encode place');
  }
}

/**
 * Runs each task when fewer than `n` are running; resolves as the task does. With `maxWaiting`, a task that would
 * be queued behind that many others is refused at once (LimiterFull) instead of waiting without end. A task whose
 * `signal` aborts while it waits leaves the queue (LimiterAbandoned) and frees its waiting place; a task already
 * running is not stopped (libvips cannot be interrupted), it runs to the end.
 */
export function createLimiter(n: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  const turn = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const index = waiting.indexOf(go);
        if (index >= 0) waiting.splice(index, 1);
        reject(new LimiterAbandoned());
      };
      waiting.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });
  const run = async <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) throw new LimiterAbandoned();
    if (running >= n && waiting.length >= maxWaiting) throw new LimiterFull();
    if (running >= n) await turn(signal);
    running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
  // How many tasks run and wait now (the metrics' image queue).
  return Object.assign(run, {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  });
}
