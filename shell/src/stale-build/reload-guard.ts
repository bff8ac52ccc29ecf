// Reloads the page at most once per 10 s (product §4: "a reload guard has a 10-second time-to-live"). Every reload
// the shell starts on its own (a chunk that no longer exists, a newer build, the Workbox clean-up) goes through
// here, so a fault that survives the reload shows itself instead of reloading the page for ever. The time of the
// last reload is kept in sessionStorage: it outlives the reload and stays with this tab.

export const RELOAD_GUARD_KEY = 'rahi.reload-guard';
export const RELOAD_GUARD_TTL_MS = 10_000;

export interface ReloadGuardDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/**
 * Reloads the page unless this tab reloaded for the same kind of trouble less than 10 s ago; true when it does.
 * Without sessionStorage (blocked, full) the guard cannot be kept, so the page is not reloaded.
 * @example reloadOnce('a chunk failed to load') // true, and the page reloads; again within 10 s: false
 */
export function reloadOnce(reason: string, deps: ReloadGuardDeps = {}): boolean {
  const now = (deps.now ?? Date.now)();
  try {
    const storage = deps.storage ?? window.sessionStorage;
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (last && now - last >= 0 && now - last < RELOAD_GUARD_TTL_MS) {
      console.warn(`[stale-build] not reloading again within ${RELOAD_GUARD_TTL_MS} ms: ${reason}`);
      return false;
    }
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch (error) {
    console.warn(
      `[stale-build] no reload guard (sessionStorage unavailable); not reloading: ${reason}`,
      error,
    );
    return false;
  }
  console.warn(`[stale-build] reloading: ${reason}`);
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
