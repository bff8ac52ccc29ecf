// Exposed as './ArticlePage': /travel-tips/{slug}, one article (the seed's blocks, or the sanitised HTML of one
// written in the back office), then the best-rated hotels of its city with a link to all of them; an article
// booking-api does not have is the not-found page.
import Button from '@mui/material/Button';
import { cityPath } from '@rahi/shared-contracts';
import type { Article } from '@rahi/shared-contracts/api';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { articleEndPoint } from '../../api/content-end-points';
import { ArticleFacts } from '../../components/content/ArticleCard';
import { ContentBlocks } from '../../components/content/ContentBlocks';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import { EditedHtml } from '../../components/content/EditedHtml';
import { HotelLinkList } from '../../components/content/HotelLinkList';
import type { ContentPageProps } from './CmsPage';
import { TRAVEL_TIPS_TITLE } from './TravelTipsPage';

function RelatedHotels({ article }: { article: Article }) {
  const { city } = article;
  if (!city || article.relatedHotels.length === 0) return null;
  return (
    <HotelLinkList
      id="related-hotels"
      title={`هتل‌های پیشنهادی در ${city.name}`}
      hotels={article.relatedHotels}
    >
      <Button component={RouterLink} to={cityPath(city)} variant="outlined" sx={{ mt: 2 }}>
        همه هتل‌های {city.name}
      </Button>
    </HotelLinkList>
  );
}

export function ArticleView({ article }: { article: Article }) {
  return (
    <ContentLayout
      crumbs={[{ label: TRAVEL_TIPS_TITLE, to: '/travel-tips' }]}
      title={article.title}
      lead={article.description}
      updatedAt={article.updatedAt}
      meta={<ArticleFacts article={article} />}
    >
      {article.html ? <EditedHtml html={article.html} /> : <ContentBlocks blocks={article.blocks} />}
      <RelatedHotels article={article} />
    </ContentLayout>
  );
}

export default function ArticlePage({ serverData }: ContentPageProps) {
  const { slug = '' } = useParams();
  return (
    <ContentQueryPage
      endPoint={articleEndPoint(slug)}
      serverData={serverData}
      pick={(data) => ('article' in data ? data.article : undefined)}
      titleOf={(article) => article.title}
      view={(article) => <ArticleView article={article} />}
    />
  );
}
