// booking-api ends a staff session that has been idle for `idleTimeoutSeconds`. A page left open shows nothing
// of that by itself, so when the member has done nothing for that long (no key, pointer or address change) the
// page asks once again who is signed in: the 401 it gets sends the member to sign in. The check is not repeated
// while nothing happens (repeated calls would keep the session alive forever).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A little after the server's own limit, so the server has ended the session when the page asks. */
export const IDLE_GRACE_MS = 5_000;

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Calls `check` once the member has been idle for `idleTimeoutSeconds` (plus a grace); 0: never. */
export function useIdleCheck(idleTimeoutSeconds: number, check: () => void) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is activity and starts the wait again
  useEffect(() => {
    if (idleTimeoutSeconds <= 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(check, idleTimeoutSeconds * 1000 + IDLE_GRACE_MS);
    };
    restart();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart);
    };
  }, [idleTimeoutSeconds, check, pathname]);
}
