// Exposed as './TravelTipsPage': /travel-tips, the articles newest first, filtered by category in the address
// (?category=islands, a link each, so every filter is a page search engines and the back button know).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { Articles } from '@rahi/shared-contracts/api';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { articlesEndPoint } from '../../api/content-end-points';
import { ArticleCard } from '../../components/content/ArticleCard';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import type { ContentPageProps } from './CmsPage';
import { readTipsQuery } from './content-data';

export const TRAVEL_TIPS_TITLE = 'نکات سفر';
export const TRAVEL_TIPS_LEAD =
  'راهنمای شهرها، زیارت، سفرهای جزیره‌ای و طبیعت‌گردی، و نکته‌هایی که رزرو و اقامت را آسان‌تر می‌کند؛ نوشته تیم راهی.';

const tipsLink = (category: string | null, page = 1) => {
  const path = articlesEndPoint(category, page).replace('/articles', '/travel-tips');
  return path;
};

/** The page's h1 and tab: 'نکات سفر', or 'نکات سفر: جزیره‌ها' for a category it has. */
const tipsTitle = (list: Articles, category: string | null) => {
  const current = list.categories.find((item) => item.slug === category);
  return current ? `${TRAVEL_TIPS_TITLE}: ${current.title}` : TRAVEL_TIPS_TITLE;
};

export function TravelTipsView({ list, category }: { list: Articles; category: string | null }) {
  const current = list.categories.find((item) => item.slug === category);
  const pages = Math.ceil(list.total / list.pageSize);
  return (
    <ContentLayout
      wide
      crumbs={current ? [{ label: TRAVEL_TIPS_TITLE, to: '/travel-tips' }] : []}
      title={tipsTitle(list, category)}
      lead={TRAVEL_TIPS_LEAD}
    >
      <Box component="nav" aria-label="دسته‌بندی نکات سفر" sx={{ mb: 3 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {[{ slug: null, title: 'همه', count: null }, ...list.categories].map((item) => (
            <li key={item.slug ?? 'all'}>
              <Chip
                component={RouterLink}
                to={tipsLink(item.slug)}
                clickable
                color={item.slug === category ? 'primary' : 'default'}
                variant={item.slug === category ? 'filled' : 'outlined'}
                aria-current={item.slug === category ? 'page' : undefined}
                label={item.count === null ? item.title : `${item.title} (${toPersianDigits(item.count)})`}
              />
            </li>
          ))}
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {list.items.map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          aria-label="صفحه‌های مقاله‌ها"
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          page={list.page}
          count={pages}
          getItemAriaLabel={(type, page) =>
            type === 'page' ? `صفحه ${toPersianDigits(page ?? 0)}` : type === 'next' ? 'صفحه بعد' : 'صفحه قبل'
          }
          renderItem={(item) => (
            <PaginationItem
              component={RouterLink}
              to={tipsLink(category, item.page ?? 1)}
              {...item}
              page={item.page === null ? null : toPersianDigits(item.page)}
            />
          )}
        />
      )}
    </ContentLayout>
  );
}

export default function TravelTipsPage({ serverData }: ContentPageProps) {
  const { search } = useLocation();
  const { category, page } = readTipsQuery(search);
  return (
    <ContentQueryPage
      endPoint={articlesEndPoint(category, page)}
      serverData={serverData}
      pick={(data) => ('list' in data ? data.list : undefined)}
      title={TRAVEL_TIPS_TITLE}
      titleOf={(list) => tipsTitle(list, category)}
      view={(list) => <TravelTipsView list={list} category={category} />}
    />
  );
}
