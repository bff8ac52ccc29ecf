// Whether the app has the page yet: what only the browser knows (history state, storage) is drawn from then on,
// so a server-drawn page hydrates with the server's markup first.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the page is the server's (rendering there, or hydrating), true once the app has it. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
