// Reads an RxJS stream in a component through useSyncExternalStore: the bus's state streams replay their
// current value on subscribe, so the first browser render is current, and a server render (or a hydration)
// draws `serverValue`, the value the server had, so the two agree.
import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of `source`; `initial` until it emits (and on the server, unless `serverValue` is given).
 * Keep `source` stable (a bus stream, or one made in useMemo): a new stream is a new subscription.
 * @example const loading = useObservable(getEventBus().loading$, false);
 */
export function useObservable<T>(source: Observable<T>, initial: T, serverValue: T = initial): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` only seeds a new subscription's store
  const store = useMemo(() => {
    let value = initial;
    return {
      subscribe(onChange: () => void) {
        const subscription = source.subscribe((next) => {
          value = next;
          onChange();
        });
        return () => subscription.unsubscribe();
      },
      getSnapshot: () => value,
    };
  }, [source]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverValue);
}
