// The outbox worker's settings, read once at start-up (OUTBOX_* variables, booking-api README).

export interface OutboxSettings {
  /** How often the worker looks for due rows when nothing woke it. */
  pollMs: number;
  /** How long a claimed row is held by its worker; a killed worker's rows are taken again after it. */
  leaseMs: number;
  /** The first retry's delay; each further one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Tries before a row is given up (status failed). */
  maxAttempts: number;
  /** Rows claimed at once. */
  batchSize: number;
}

const number = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number: "${value}"`);
  return parsed;
};

export function loadOutboxSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  return {
    pollMs: number(env.OUTBOX_POLL_MS, 2000, 'OUTBOX_POLL_MS'),
    leaseMs: number(env.OUTBOX_LEASE_MS, 60_000, 'OUTBOX_LEASE_MS'),
    retryBaseMs: number(env.OUTBOX_RETRY_BASE_MS, 2000, 'OUTBOX_RETRY_BASE_MS'),
    retryMaxMs: number(env.OUTBOX_RETRY_MAX_MS, 30_000, 'OUTBOX_RETRY_MAX_MS'),
    maxAttempts: number(env.OUTBOX_MAX_ATTEMPTS, 30, 'OUTBOX_MAX_ATTEMPTS'),
    batchSize: number(env.OUTBOX_BATCH_SIZE, 20, 'OUTBOX_BATCH_SIZE'),
  };
}

/** The wait before try `attempt + 1` after `attempt` failed: base·2^(attempt-1), at most max, ±20 % jitter. */
export function retryDelayMs(attempt: number, settings: OutboxSettings, random = Math.random): number {
  const plain = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}
