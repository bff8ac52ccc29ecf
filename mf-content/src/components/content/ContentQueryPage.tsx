// The one shape of a content page that shows booking-api's data: the query (the server's data first), the
// document title once the data is there, the loading, not-found and failed states (with the page's own h1), then
// the view. It draws nothing of its own, so the server's markup and the hydrated page are the view's alone.
import type { ReactNode } from 'react';
import type { ContentPageData } from '../../pages/content/content-data';
import { useContentTitle } from '../../pages/content/page-title';
import { useContentQuery } from '../../state/use-content-query';
import { ContentState } from './ContentState';

export interface ContentQueryPageProps<T> {
  /** The booking-api path the page reads ('/road-atlas'); undefined when the address names nothing. */
  endPoint: string | undefined;
  /** The data the server renders the page with; the browser passes none. */
  serverData: ContentPageData | undefined;
  /** This page's part of the server's data ('atlas' in data ? data.atlas : undefined). */
  pick: (data: ContentPageData) => T | undefined;
  /** The page's own title, known without its data: the h1 of a failed page and, by default, the document title. */
  title?: string;
  /** The document title from the data, where it depends on it (an article's title). */
  titleOf?: (data: T) => string;
  /** The page once its data is there. */
  view: (data: T) => ReactNode;
}

/**
 * @example <ContentQueryPage endPoint="/road-atlas" serverData={serverData} pick={(d) => ('atlas' in d ? d.atlas : undefined)}
 *   title={ROAD_ATLAS_TITLE} view={(atlas) => <RoadAtlasView atlas={atlas} />} />
 */
export function ContentQueryPage<T>({
  endPoint,
  serverData,
  pick,
  title,
  titleOf,
  view,
}: ContentQueryPageProps<T>) {
  const query = useContentQuery(endPoint, serverData, pick);
  useContentTitle(query.data ? (titleOf ? titleOf(query.data) : title) : undefined);
  if (!query.data || query.error)
    return <ContentState error={query.error} retry={() => query.refetch()} title={title} />;
  return view(query.data);
}
