// The page's one QueryClient settings: answers stay fresh for booking-api's 30-second cache, a request that got
// no answer or a 5xx is tried twice more, a refusal (4xx) is not, and a read marked `meta: { toast: true }`
// toasts its messages once, after the last try (not once per try).

import { getEventBus } from '@rahi/shared-contracts';
import { QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-error';

const FRESH_MS = 30_000;
const MAX_RETRIES = 2;

/** Retry what may pass next time (no answer, 5xx); never a refusal (4xx), which would only repeat itself. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

function toastFailure(error: unknown, meta: Record<string, unknown> | undefined) {
  if (!meta?.toast || !(error instanceof ApiError)) return;
  const bus = getEventBus();
  for (const message of error.errors) bus.emit({ type: 'toast/error', payload: { message } });
}

/**
 * A QueryClient with Rahi's defaults; `config.defaultOptions` is merged over them (tests pass `retryDelay: 0`).
 * @example const client = createQueryClient();
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: FRESH_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
