// Reads an RxJS stream in a component; the bus's state streams replay, so the first render is current.
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
