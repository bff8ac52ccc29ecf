// The one loading hook behind this remote's API hooks: loads when the key changes, aborts the previous
// request, and keeps the last answer on screen while the next one loads (no flash of skeletons). An answer
// already in hand for a key (the server rendered it) is shown at once and not asked for again.
import type { ApiFailure, ApiResult } from '@rahi/shared-ui/api';
import { useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: ApiFailure | undefined;
  loading: boolean;
  /** Loads the same key again (after an error). */
  retry: () => void;
}

/**
 * `key` names what to load (null: nothing); `load` is called with it and an abort signal. `initial` is the
 * answer for one key, already in hand: used on the first render when it is for `key`, which then loads nothing.
 */
export function useResource<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<ApiResult<T>>,
  initial?: { key: string; data: T },
): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiFailure; loading: boolean }>(() =>
    initial && initial.key === key ? { data: initial.data, loading: false } : { loading: key !== null },
  );
  const [attempt, setAttempt] = useState(0);
  // The key whose answer the first render already had: not loaded until the key changes or a retry.
  const inHand = useRef(initial && initial.key === key ? key : undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load is the caller's fixed fetcher; attempt retries
  useEffect(() => {
    if (inHand.current === key && attempt === 0) return;
    inHand.current = undefined;
    if (key === null) {
      setState({ loading: false });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ data: current.data, loading: true }));
    load(key, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setState(
          result.ok
            ? { data: result.data, loading: false }
            : { error: { status: result.status, errors: result.errors }, loading: false },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[mf-search] loading ${key} failed`, error);
        setState({ error: { status: 0, errors: [] }, loading: false });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) } as Resource<T>;
}
