// A CMS page (booking-api's /pages): the catch-all /{slug} of any depth (./ContentPage) and /guide (./GuidePage);
// its seed blocks, or the sanitised HTML of a page written in the back office.
import type { ContentPage } from '@rahi/shared-contracts/api';
import { useLocation, useParams } from 'react-router-dom';
import { ContentBlocks } from '../../components/content/ContentBlocks';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import { EditedHtml } from '../../components/content/EditedHtml';
import { type ContentPageData, contentEndPoint } from './content-data';

export interface ContentPageProps {
  /** The data the server renders the page with (src/server); the browser passes none. */
  serverData?: ContentPageData;
}

export function CmsPageView({ page }: { page: ContentPage }) {
  return (
    <ContentLayout crumbs={[]} title={page.title} lead={page.description} updatedAt={page.updatedAt}>
      {page.html ? <EditedHtml html={page.html} /> : <ContentBlocks blocks={page.blocks} />}
    </ContentLayout>
  );
}

export function CmsPage({
  module,
  serverData,
}: ContentPageProps & { module: './ContentPage' | './GuidePage' }) {
  const params = useParams();
  const { search } = useLocation();
  return (
    <ContentQueryPage
      endPoint={contentEndPoint(module, params, search)}
      serverData={serverData}
      pick={(data) => ('page' in data ? data.page : undefined)}
      titleOf={(page) => page.title}
      view={(page) => <CmsPageView page={page} />}
    />
  );
}
