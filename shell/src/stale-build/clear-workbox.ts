// Startup clean-up, once per browser (product §4, local flag clearWorkbox): an earlier site on this origin ran a
// Workbox service worker whose caches could keep answering with old pages and files. Caches whose name contains
// "workbox" are deleted and every service worker unregistered, except ours for push messages while push is on;
// then the page reloads once, no longer served by a worker. It reloads only when something was removed (or when
// the clean-up failed, after a warning): a browser that never had a worker here is not made to load twice.
import { SERVICE_WORKER_PATH } from '../push/push-token';
import { reloadOnce } from './reload-guard';

export const CLEAR_WORKBOX_FLAG = 'clearWorkbox';

export interface ClearWorkboxDeps {
  /** Whether push is on (the push worker then stays). */
  pushEnabled: Promise<boolean> | boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  reload?: () => void;
}

export type ClearWorkboxOutcome = 'done before' | 'no storage' | 'nothing to clear' | 'cleared' | 'failed';

const isPushWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker && new URL(worker.scriptURL).pathname === SERVICE_WORKER_PATH,
  );

async function clear(deps: ClearWorkboxDeps): Promise<number> {
  let removed = 0;
  for (const name of (await deps.caches?.keys()) ?? []) {
    if (name.includes('workbox') && (await deps.caches?.delete(name))) removed++;
  }
  const keepPush = await deps.pushEnabled;
  for (const registration of (await deps.serviceWorker?.getRegistrations()) ?? []) {
    if (keepPush && isPushWorker(registration)) continue;
    if (await registration.unregister()) removed++;
  }
  return removed;
}

/**
 * Runs the clean-up unless this browser has done it; sets the flag either way, so it never runs twice.
 * @example await clearWorkboxOnce({ pushEnabled: false }) // 'cleared', and the page reloads
 */
export async function clearWorkboxOnce(deps: ClearWorkboxDeps): Promise<ClearWorkboxOutcome> {
  const storage = deps.storage ?? window.localStorage;
  const options: ClearWorkboxDeps = {
    caches: 'caches' in globalThis ? globalThis.caches : undefined,
    serviceWorker: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    ...deps,
  };
  const guard = { reload: deps.reload };
  try {
    if (storage.getItem(CLEAR_WORKBOX_FLAG)) return 'done before';
  } catch (error) {
    // Without localStorage "once per browser" cannot be kept: better never than on every load.
    console.warn('[workbox] localStorage is unavailable; the start-up clean-up is skipped', error);
    return 'no storage';
  }
  let outcome: ClearWorkboxOutcome;
  try {
    outcome = (await clear(options)) > 0 ? 'cleared' : 'nothing to clear';
    storage.setItem(CLEAR_WORKBOX_FLAG, 'true');
  } catch (error) {
    console.warn('[workbox] the start-up clean-up failed; reloading', error);
    try {
      storage.setItem(CLEAR_WORKBOX_FLAG, 'true');
    } catch {
      // The reload guard still keeps this from looping.
    }
    reloadOnce('the Workbox clean-up failed', guard);
    return 'failed';
  }
  if (outcome === 'cleared') reloadOnce('old service workers and Workbox caches removed', guard);
  return outcome;
}
