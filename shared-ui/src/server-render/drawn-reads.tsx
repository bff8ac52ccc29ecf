// A page drawn on the server from its booking-api reads (loadServerQueries): the reads put in the QueryClient the
// page renders with, before it renders. The browser's side is server-data's ServerQueries, the same
// HydrationBoundary given the same reads from the page's data global, so both draw alike.
import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** @example page: <DrawnReads queries={data.queries}><ProfilePage /></DrawnReads> */
export function DrawnReads({ queries, children }: { queries: DehydratedState; children: ReactNode }) {
  return <HydrationBoundary state={queries}>{children}</HydrationBoundary>;
}
