// A page drawn by the server from booking-api reads hydrates with those same reads in its QueryClient, through
// TanStack Query's own dehydrate/HydrationBoundary: the gateway's server render read them (loadServerQueries,
// server-render/), drew the page with them, and put them in the page's data global; the browser's first render
// puts them in the cache under the keys its queries use (['api', endPoint]) before any of them runs, so hydration
// asks booking-api for nothing the HTML already shows. The global is then forgotten, so a later visit reads afresh.
import type { ServerDataGlobal } from '@rahi/shared-contracts';
import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { forgetServerData, readServerData } from './server-data';

/** A page's data global when the page is drawn from its reads: which page (its module), and the reads. */
export interface ServerQueriesData {
  page: string;
  queries: DehydratedState;
}

/** True for a data global of this shape (what the browser accepts from the HTML). */
export const isServerQueries = (data: Partial<ServerQueriesData>, page: string) =>
  data.page === page && typeof data.queries === 'object' && Array.isArray(data.queries?.queries);

/**
 * Puts the server's reads for `page` (the route table's module, './ProfilePage') in the QueryClient before
 * `children` render; renders nothing of its own, so the server's markup and the browser's agree.
 */
export function ServerQueries({
  global,
  page,
  children,
}: {
  global: ServerDataGlobal;
  page: string;
  children: ReactNode;
}) {
  const [data] = useState(() =>
    readServerData<ServerQueriesData>(global, (candidate) => isServerQueries(candidate, page)),
  );
  useEffect(() => {
    if (data) forgetServerData(global);
  }, [data, global]);
  return <HydrationBoundary state={data?.queries}>{children}</HydrationBoundary>;
}

/**
 * `Page` inside ServerQueries: what a remote exposes for a route the server draws from its reads.
 * @example export default withServerQueries(SERVER_DATA_GLOBALS.profile, './ProfilePage', ProfilePage);
 */
export function withServerQueries<P extends object>(
  global: ServerDataGlobal,
  page: string,
  Page: ComponentType<P>,
): ComponentType<P> {
  const WithServerQueries = (props: P) => (
    <ServerQueries global={global} page={page}>
      <Page {...props} />
    </ServerQueries>
  );
  WithServerQueries.displayName = `WithServerQueries(${Page.displayName ?? Page.name})`;
  return WithServerQueries;
}
