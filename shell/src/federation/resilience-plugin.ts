// A federation runtime plugin that keeps the shell standing when a remote is down. It runs before
// any shared module exists, so it must not import React: it retries what can be retried and, when a
// remote still cannot load, hands back a marker module that the shell renders as a fallback card.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type RemoteUnavailableMarker } from './remote-unavailable';

const RETRY_DELAYS_MS = [300, 900];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches a manifest, retrying network failures and 5xx answers with a short backoff. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rahi-resilience',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      console.warn(`[federation] ${remoteInfo.name}: remote entry failed to load, retrying once`);
      await wait(RETRY_DELAYS_MS[0] ?? 0);
      delete globalLoading[uniqueKey];
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      // The hook's declared type nests a promise the runtime awaits anyway; the value is the entry.
      return (entry || undefined) as unknown as Promise<undefined>;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage may substitute a module; earlier stages must fail so this one runs.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} is unavailable`, error);
      const marker: RemoteUnavailableMarker = { [REMOTE_UNAVAILABLE]: true, id, reason: String(error) };
      return marker;
    },
  };
}

export default resiliencePlugin;
