// A CMS page (booking-api's /pages): the catch-all /{slug} of any depth (./ContentPage) and /guide (./GuidePage).
import type { ContentPage } from '@rahi/shared-contracts/api';
import { useLocation, useParams } from 'react-router-dom';
import { ContentBlocks } from '../../components/content/ContentBlocks';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentState } from '../../components/content/ContentState';
import { useContentQuery } from '../../state/use-content-query';
import { type ContentPageData, contentEndPoint } from './content-data';
import { useContentTitle } from './page-title';

export interface ContentPageProps {
  /** The data the server renders the page with (src/server); the browser passes none. */
  serverData?: ContentPageData;
}

export function CmsPageView({ page }: { page: ContentPage }) {
  return (
    <ContentLayout crumbs={[]} title={page.title} lead={page.description} updatedAt={page.updatedAt}>
      <ContentBlocks blocks={page.blocks} />
    </ContentLayout>
  );
}

export function CmsPage({
  module,
  serverData,
}: ContentPageProps & { module: './ContentPage' | './GuidePage' }) {
  const params = useParams();
  const { search } = useLocation();
  const endPoint = contentEndPoint(module, params, search);
  const query = useContentQuery(endPoint, serverData, (data) => ('page' in data ? data.page : undefined));
  useContentTitle(query.data?.title);
  if (!query.data || query.error) return <ContentState error={query.error} retry={() => query.refetch()} />;
  return <CmsPageView page={query.data} />;
}
