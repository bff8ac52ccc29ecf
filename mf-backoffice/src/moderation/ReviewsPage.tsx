// /backoffice/reviews: reviews the rules held, to publish or reject; the published and rejected ones are a
// switch away (the status lives in the address).
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router-dom';
import { QueueHeading, QueueList } from '../components/QueueList';
import { type ReviewStatus, useStaffReviews } from './api/get-staff-reviews';
import { ModerationReviewCard } from './components/ModerationReviewCard';

/** The switch's order: the held ones, what the page is for, first. */
const STATUSES: readonly ReviewStatus[] = ['held', 'published', 'rejected'];

const STATUS_NAMES: Record<ReviewStatus, string> = {
  held: 'در انتظار بررسی',
  published: 'منتشرشده',
  rejected: 'ردشده',
};

const EMPTY: Record<ReviewStatus, string> = {
  held: 'نظری در انتظار بررسی نیست.',
  published: 'نظر منتشرشده‌ای نیست.',
  rejected: 'نظر ردشده‌ای نیست.',
};

export default function ReviewsPage() {
  const [search, setSearch] = useSearchParams();
  const status = STATUSES.find((value) => value === search.get('status')) ?? 'held';
  const page = Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
  const reviews = useStaffReviews(status, page);
  const show = (next: ReviewStatus, nextPage = 1) =>
    setSearch({
      ...(next === 'held' ? {} : { status: next }),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  return (
    <>
      <QueueHeading title="بررسی نظرها" total={reviews.data?.total} unit="نظر" />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="وضعیت نظر"
        value={status}
        onChange={(_, next: ReviewStatus | null) => next && show(next)}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {STATUSES.map((value) => (
          <ToggleButton key={value} value={value}>
            {STATUS_NAMES[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueueList
        query={reviews}
        empty={EMPTY[status]}
        keyOf={(review) => review.id}
        renderItem={(review) => <ModerationReviewCard review={review} />}
        page={page}
        onPage={(next) => show(status, next)}
      />
    </>
  );
}
