// A read of one booking-api path through the proxy, cached by its path: two components asking for the same path
// share one request; a new path keeps the last answer on screen while it loads (no flash of skeletons).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { fetchApi } from './fetch-api';

/** The cache key of a booking-api path: ['api', '/cities/1/hotels?page=2']. */
export const apiQueryKey = (endPoint: string) => ['api', endPoint] as const;

export interface ApiQueryOptions<T> {
  /** Toast the failure's messages once, after the last try (default false: the page shows the failure). */
  toast?: boolean;
  /** An answer already in hand for this path (the server rendered it): shown at once, not asked again. */
  initialData?: T;
  /** Reads the path again every so many milliseconds while the tab is visible (a thread another person answers). */
  refetchInterval?: number;
  /**
   * Whether a refusal already in the cache is asked again when the component mounts (default true). False for a
   * read whose misses are counted (a booking lookup): the server's refusal, drawn into the page, stands.
   */
  retryOnMount?: boolean;
}

/**
 * `endPoint` null loads nothing. `data` is typed by the contract (not parsed again, see handleApi).
 * @example const { data, error, isPending, refetch } = useApiQuery<CityHotels>(`/cities/${id}/hotels`);
 */
export function useApiQuery<T>(
  endPoint: string | null,
  { toast = false, initialData, refetchInterval, retryOnMount }: ApiQueryOptions<T> = {},
) {
  return useQuery<T, ApiError>({
    queryKey: apiQueryKey(endPoint ?? ''),
    queryFn: ({ signal }) => fetchApi<T>({ endPoint: endPoint ?? '', signal, toast: false }),
    enabled: endPoint !== null,
    placeholderData: keepPreviousData,
    initialData,
    refetchInterval,
    ...(retryOnMount !== undefined && { retryOnMount }),
    meta: { toast },
  });
}
