// A write through the proxy: toasts as product §8 says (the server's success message, or each error), then marks
// the reads it changes as stale, so every page showing them loads them again.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCall } from '../api/handle-api';
import type { ApiError } from './api-error';
import { fetchApi } from './fetch-api';

export interface ApiMutationOptions<TBody> {
  /** The path, or a function of the body: (body) => `/profile/passengers/${body.id}`. */
  endPoint: string | ((body: TBody) => string);
  method?: NonNullable<ApiCall['method']>;
  /** Path prefixes whose cached reads the write makes stale: ['/profile'] covers '/profile/reserves?page=1'. */
  invalidates?: readonly string[];
  /**
   * Those reads are made stale by a refusal too: it mostly means the record changed meanwhile (a booking cancelled
   * in another tab, a ticket closed by support), and the page should show it as it is now.
   */
  rereadOnRefusal?: boolean;
}

/**
 * @example
 * const save = useApiMutation<ProfileEdit>({ endPoint: '/profile', method: 'PUT', invalidates: ['/profile'] });
 * save.mutate(values); // save.isPending, save.error (an ApiError)
 */
export function useApiMutation<TBody, TData = unknown>({
  endPoint,
  method = 'POST',
  invalidates = [],
  rereadOnRefusal = false,
}: ApiMutationOptions<TBody>) {
  const client = useQueryClient();
  return useMutation<TData, ApiError, TBody>({
    mutationFn: (body: TBody) =>
      fetchApi<TData>({ endPoint: typeof endPoint === 'function' ? endPoint(body) : endPoint, method, body }),
    onSuccess: () => invalidateApiReads(client, invalidates),
    onError: rereadOnRefusal ? () => invalidateApiReads(client, invalidates) : undefined,
  });
}

/**
 * Marks the cached reads under these path prefixes as stale, so every page showing them loads them again.
 * @example invalidateApiReads(client, ['/profile']) // '/profile', '/profile/reserves?page=1'…
 */
export const invalidateApiReads = (client: QueryClient, prefixes: readonly string[]) =>
  client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'api' && prefixes.some((prefix) => String(queryKey[1]).startsWith(prefix)),
  });
