// The server's side of ServerQueries (shared-ui/server-data): a page's booking-api reads made with the gateway's
// fetcher (the traveller's token and session travel in it), kept in a QueryClient under the browser's keys and
// dehydrated by TanStack Query, for the page's render (renderTree's `queries`) and its data global alike.
import type { PageFetcher } from '@rahi/shared-contracts';
import { dehydrate } from '@tanstack/react-query';
import { ApiError, apiQueryKey, createQueryClient } from '../query';
import type { ServerQueriesData } from '../server-data/server-queries';

/**
 * Reads every `endPoints` path at once; the page's data global. A refusal whose status is in `drawnRefusals` (a
 * lookup's 404 or 429) is kept as the query's error, drawn by the page and hydrated as it is, so the browser does not
 * ask (and count) it again; the page's query says so with `retryOnMount: false`.
 * @throws Error naming the path and status when booking-api refuses one otherwise (a token that no longer holds) or
 * cannot answer: the gateway then leaves the page to the browser, which logs a refused session out.
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
  return {
    page,
    queries: dehydrate(client, { shouldDehydrateQuery: ({ state }) => state.status !== 'pending' }),
  };
}
