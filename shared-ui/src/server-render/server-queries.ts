// The server's side of ServerQueries (shared-ui/server-data): a page's booking-api reads made with the gateway's
// fetcher (the traveller's token and session travel in it), kept in a QueryClient under the browser's keys and
// dehydrated by TanStack Query, for the page's render (DrawnReads) and its data global alike.
import type { PageFetcher } from '@rahi/shared-contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
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
      if (answer.ok) client.setQueryData(apiQueryKey(endPoint), answer.data);
      else if (drawnRefusals.includes(answer.status)) {
        const refusal = new ApiError(answer.status, answer.errors, endPoint);
        await client.prefetchQuery({
          queryKey: apiQueryKey(endPoint),
          queryFn: () => Promise.reject(refusal),
          retry: false,
        });
      } else throw new Error(`${endPoint}: ${answer.status}`);
    }),
  );
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
