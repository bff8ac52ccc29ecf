// Travellers' reviews: the average category scores, then a page of reviews with MUI's Pagination. The
// first page comes with the page's data (server rendered); other pages are asked when chosen, and the
// list keeps the last page on screen while the next one loads.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { calendarPartsOf, formatDayMonth, HOTEL_TEXT, toPersianDigits } from '@rahi/shared-contracts';
import { formatDecimal } from '@rahi/shared-ui/format';
import { useEffect, useRef, useState } from 'react';
import { getReviews } from '../api/get-reviews';
import type { ReviewsPage } from '../pages/hotel-page-data';
import { RatingScores } from './RatingScores';
import { Section } from './Section';

export interface ReviewsSectionProps {
  hotelId: number;
  firstPage: ReviewsPage;
  recommendPercent: number;
}

const stayedOn = (iso: string) => {
  const year = calendarPartsOf(iso, 'fa')?.year;
  return `${formatDayMonth(iso, 'fa')}${year ? ` ${toPersianDigits(year)}` : ''}`;
};

export function ReviewsSection({ hotelId, firstPage, recommendPercent }: ReviewsSectionProps) {
  const [reviews, setReviews] = useState(firstPage);
  const [asked, setAsked] = useState(firstPage.page);
  const [failed, setFailed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const loading = asked !== reviews.page && !failed;
  const pages = Math.max(1, Math.ceil(reviews.total / reviews.pageSize));

  useEffect(() => {
    setReviews(firstPage);
    setAsked(firstPage.page);
  }, [firstPage]);

  useEffect(() => {
    if (asked === reviews.page) return;
    const controller = new AbortController();
    setFailed(false);
    getReviews(hotelId, asked, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setReviews(result.data);
        else setFailed(true);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [hotelId, asked, reviews.page]);

  return (
    <Section title={`نظرات مهمانان (${toPersianDigits(reviews.total)})`} id="reviews">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
        }}
      >
        <Box>
          <RatingScores scores={reviews.scores} />
          <Typography sx={{ mt: 1.5, fontSize: 14, color: 'success.dark' }}>
            {toPersianDigits(recommendPercent)}٪ این هتل را پیشنهاد می‌کنند
          </Typography>
        </Box>
        <Box>
          {failed ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {HOTEL_TEXT.reviewsFailed}
            </Alert>
          ) : null}
          {reviews.items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{HOTEL_TEXT.noReviews}</Typography>
          ) : (
            <Box
              component="ul"
              ref={listRef}
              aria-label="نظرات"
              aria-busy={loading}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: loading ? 0.6 : 1 }}
            >
              {reviews.items.map((review) => (
                <Paper component="li" variant="outlined" key={review.id} sx={{ p: 2, borderRadius: 2 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.75 }}>
                    <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
                      {review.author}
                    </Typography>
                    <Box
                      component="span"
                      sx={{ bgcolor: 'primary.main', color: '#fff', borderRadius: 1, px: 0.75, fontSize: 13 }}
                    >
                      {formatDecimal(review.rating)}
                    </Box>
                    <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                      اقامت در {stayedOn(review.stayedOn)}
                    </Typography>
                    {review.recommend ? (
                      <Typography component="span" sx={{ fontSize: 13, color: 'success.dark' }}>
                        پیشنهاد می‌کند
                      </Typography>
                    ) : null}
                    {review.verified ? (
                      <Box
                        component="span"
                        sx={{
                          fontSize: 12,
                          color: 'success.dark',
                          border: 1,
                          borderColor: 'success.main',
                          borderRadius: 1,
                          px: 0.75,
                        }}
                      >
                        {HOTEL_TEXT.verifiedStay}
                      </Box>
                    ) : null}
                  </Box>
                  {review.title ? (
                    <Typography component="p" sx={{ fontWeight: 700, fontSize: 14, mb: 0.5 }}>
                      {review.title}
                    </Typography>
                  ) : null}
                  <Typography sx={{ fontSize: 14, lineHeight: 1.9 }}>{review.text}</Typography>
                </Paper>
              ))}
            </Box>
          )}
          {pages > 1 ? (
            <Pagination
              aria-label="صفحه‌های نظرات"
              count={pages}
              page={asked}
              onChange={(_, page) => {
                setAsked(page);
                listRef.current?.scrollIntoView({ block: 'nearest' });
              }}
              color="primary"
              shape="rounded"
              siblingCount={0}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page'
                  ? `${selected ? 'صفحه فعلی، ' : ''}صفحه ${toPersianDigits(page ?? 0)} نظرات`
                  : type === 'next'
                    ? 'صفحه بعدی نظرات'
                    : type === 'previous'
                      ? 'صفحه قبلی نظرات'
                      : type === 'first'
                        ? 'صفحه اول نظرات'
                        : 'صفحه آخر نظرات'
              }
              renderItem={(item) => (
                <PaginationItem
                  {...item}
                  page={item.type === 'page' && item.page !== null ? toPersianDigits(item.page) : item.page}
                />
              )}
              sx={{ mt: 2, '& .MuiPagination-ul': { justifyContent: 'center' } }}
            />
          ) : null}
        </Box>
      </Box>
    </Section>
  );
}
