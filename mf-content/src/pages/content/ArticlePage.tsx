// Exposed as './ArticlePage': /travel-tips/{slug}, one article, then the best-rated hotels of its city with a
// link to all of them; an article booking-api does not have is the not-found page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cityPath, hotelPath, imageUrl, toPersianDigits } from '@rahi/shared-contracts';
import type { Article } from '@rahi/shared-contracts/api';
import { formatDecimal } from '@rahi/shared-ui/format';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { articleEndPoint } from '../../api/content-end-points';
import { ArticleFacts } from '../../components/content/ArticleCard';
import { ContentBlocks } from '../../components/content/ContentBlocks';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentState } from '../../components/content/ContentState';
import { useContentQuery } from '../../state/use-content-query';
import type { ContentPageProps } from './CmsPage';
import { useContentTitle } from './page-title';
import { TRAVEL_TIPS_TITLE } from './TravelTipsPage';

function RelatedHotels({ article }: { article: Article }) {
  const { city } = article;
  if (!city || article.relatedHotels.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-hotels" sx={{ mt: 5 }}>
      <Typography id="related-hotels" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        هتل‌های پیشنهادی در {city.name}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {article.relatedHotels.map((hotel) => (
          <Paper
            key={hotel.id}
            component="li"
            variant="outlined"
            sx={{ display: 'flex', gap: 1.5, p: 1, borderRadius: 2 }}
          >
            {hotel.image && (
              <Box
                component="img"
                src={imageUrl(hotel.image, { width: 192, height: 144 })}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={hotelPath(hotel)} sx={{ fontWeight: 700 }} underline="hover">
                {hotel.name}
              </Link>
              <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                هتل {toPersianDigits(hotel.stars)} ستاره · امتیاز{' '}
                {formatDecimal(Math.round(hotel.rating * 10) / 10)} از ۵
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
      <Button component={RouterLink} to={cityPath(city)} variant="outlined" sx={{ mt: 2 }}>
        همه هتل‌های {city.name}
      </Button>
    </Box>
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
      <ContentBlocks blocks={article.blocks} />
      <RelatedHotels article={article} />
    </ContentLayout>
  );
}

export default function ArticlePage({ serverData }: ContentPageProps) {
  const { slug = '' } = useParams();
  const endPoint = articleEndPoint(slug);
  const query = useContentQuery(endPoint, serverData, (data) =>
    'article' in data ? data.article : undefined,
  );
  useContentTitle(query.data?.title);
  if (!query.data || query.error) return <ContentState error={query.error} retry={() => query.refetch()} />;
  return <ArticleView article={query.data} />;
}
