// Calls to the services we do not run (Zarinpal, Kavenegar, Google's siteverify) go through one cockatiel policy
// each: a bounded retry of the failures a retry can mend, inside the retry a circuit breaker that, after
// `breakAfter` failures in a row, fails every call at once for `halfOpenAfterMs` and then lets one through to
// see whether the service is back. A traveller then waits seconds for «درگاه در دسترس نیست», not a timeout per
// request, and a service that is down is not hammered by every process. Each process has its own breaker.
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  wrap,
} from 'cockatiel';
import { Gauge } from 'prom-client';
import { logger } from '../observability/logger';
import { metricsRegistry } from '../observability/metrics';

export interface ProviderPolicyOptions {
  /** Whether a failure says the service is unwell (it counts towards the breaker and may be retried). */
  isFailure: (error: unknown) => boolean;
  /** Whether a failure may be tried again at once; never a timeout (the caller has waited already). */
  isRetryable?: (error: unknown) => boolean;
  /** Tries in all, the first included (default 2). */
  attempts?: number;
  /** The first retry's delay; the next double, up to a second (default 200 ms). */
  retryDelayMs?: number;
  /** Failures in a row that open the circuit (default 5). */
  breakAfter?: number;
  /** How long the circuit stays open before one call may try (default 30 s). */
  halfOpenAfterMs?: number;
}

const circuitOpen = new Gauge({
  name: 'rahi_provider_circuit_open',
  help: 'Whether calls to an outside provider are paused by its circuit breaker (1) or go through (0).',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
});

const STATE_NAMES: Record<CircuitState, string> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/** The error a call gets while the circuit is open: the provider was not called. */
export const isCircuitOpen = (error: unknown): error is BrokenCircuitError =>
  error instanceof BrokenCircuitError;

/** A fetch that failed before any answer came back: refused, reset, or the name not found. Never a timeout. */
export function failedToConnect(error: unknown): boolean {
  // fetch's TypeError, recognised by name: it may come from another realm (a jest sandbox), where instanceof fails.
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: string } };
  return (
    name === 'TypeError' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET'].includes(cause?.code ?? '')
  );
}

/**
 * The policy calls to `provider` run under.
 * @example
 * const bank = providerPolicy('zarinpal', { isFailure: (e) => e instanceof ProviderUnavailable });
 * const answer = await bank.execute(() => fetch(url, init)); // throws BrokenCircuitError while open
 */
export function providerPolicy(provider: string, options: ProviderPolicyOptions) {
  const {
    isFailure,
    isRetryable = isFailure,
    attempts = 2,
    retryDelayMs = 200,
    breakAfter = 5,
    halfOpenAfterMs = 30_000,
  } = options;
  const breaker = circuitBreaker(handleWhen(isFailure), {
    halfOpenAfter: halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(breakAfter),
  });
  circuitOpen.set({ provider }, 0);
  breaker.onStateChange((state) => {
    circuitOpen.set({ provider }, state === CircuitState.Open ? 1 : 0);
    if (state === CircuitState.Open)
      logger.warn(
        { provider },
        `[${provider}] ${breakAfter} failures in a row: calls paused for ${halfOpenAfterMs} ms`,
      );
    else if (state === CircuitState.Closed) logger.info({ provider }, `[${provider}] answering again`);
  });
  const retries = retry(
    handleWhen((error) => !isCircuitOpen(error) && isRetryable(error)),
    {
      maxAttempts: Math.max(0, attempts - 1),
      backoff: new ExponentialBackoff({ initialDelay: retryDelayMs, maxDelay: 1000 }),
    },
  );
  const policy = wrap(retries, breaker);
  return {
    execute: <T>(call: () => Promise<T>): Promise<T> => policy.execute(call),
    /** closed (calls go through), open (paused), half-open (one call is trying) or isolated. */
    state: () => STATE_NAMES[breaker.state],
  };
}
