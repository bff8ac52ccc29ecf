// The server's side of ServerQueries (shared-ui/server-data): a page's booking-api reads made with the gateway's
// fetcher (the traveller's token and session travel in it), kept in a QueryClient under the browser's keys and
// dehydrated by TanStack Query, for the page's render (DrawnReads) and its data global alike.
import type { ApiResult, PageFetcher } from '@rahi/shared-contracts';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, apiQueryKey, createQueryClient } from '../query';
import type { ServerQueriesData } from '../server-data/server-queries';

/**
 * Reads every `endPoints` path at once into `client`. A refusal whose status is in `drawnRefusals` (a lookup's 404
 * or 429) is kept as the query's error, drawn by the page and hydrated as it is, so the browser does not ask (and
 * count) it again; the page's query says so with `retryOnMount: false`.
 * @throws Error naming the path and status when booking-api refuses one otherwise (a token that no longer holds) or
 * cannot answer: the gateway then leaves the page to the browser, which logs a refused session out.
 */
export async function readServerQueries(
  client: QueryClient,
  endPoints: readonly string[],
  fetcher: PageFetcher,
  { signal, drawnRefusals = [] }: { signal?: AbortSignal; drawnRefusals?: readonly number[] } = {},
): Promise<void> {
  await Promise.all(
    endPoints.map(async (endPoint) => {
      const answer = await fetcher({ endPoint, signal });
      if (!answer.ok && !drawnRefusals.includes(answer.status))
        throw new Error(`${endPoint}: ${answer.status}`);
      await keepServerAnswer(client, apiQueryKey(endPoint), endPoint, answer);
    }),
  );
}

/**
 * Keeps booking-api's `answer` to `endPoint` in `client` under `queryKey`: its data, or its refusal as the query's
 * error (an ApiError), which the page draws and hydrates as it is.
 */
export async function keepServerAnswer(
  client: QueryClient,
  queryKey: QueryKey,
  endPoint: string,
  answer: ApiResult<unknown>,
): Promise<void> {
  if (answer.ok) {
    client.setQueryData(queryKey, answer.data);
    return;
  }
  const refusal = new ApiError(answer.status, answer.errors, endPoint);
  await client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(refusal), retry: false });
}

/** `client`'s reads (answers and drawn refusals) as `page`'s data global. */
export const serverQueriesOf = (page: string, client: QueryClient): ServerQueriesData => ({
  page,
  queries: dehydrate(client, { shouldDehydrateQuery: ({ state }) => state.status !== 'pending' }),
});

/**
 * Reads every `endPoints` path at once (readServerQueries); the page's data global.
 * @example await loadServerQueries('./ProfilePage', ['/profile', '/tickets'], fetcher, signal)
 */
export async function loadServerQueries(
  page: string,
  endPoints: readonly string[],
  fetcher: PageFetcher,
  signal?: AbortSignal,
  drawnRefusals: readonly number[] = [],
): Promise<ServerQueriesData> {
  const client = createQueryClient();
  await readServerQueries(client, endPoints, fetcher, { signal, drawnRefusals });
  return serverQueriesOf(page, client);
}
