// The one loading hook behind this remote's API hooks: loads when the key changes, aborts the previous
// request, and keeps the last answer on screen while the next one loads (no flash of skeletons).
import type { ApiResult } from '@rahi/shared-contracts/http';
import { useEffect, useState } from 'react';

export interface ApiFailure {
  status: number;
  errors: string[];
}

export interface Resource<T> {
  data: T | undefined;
  error: ApiFailure | undefined;
  loading: boolean;
  /** Loads the same key again (after an error). */
  retry: () => void;
}

/** `key` names what to load (null: nothing); `load` is called with it and an abort signal. */
export function useResource<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<ApiResult<T>>,
): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiFailure; loading: boolean }>({
    loading: key !== null,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load is the caller's fixed fetcher; attempt retries
  useEffect(() => {
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
