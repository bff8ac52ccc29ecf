// One review as a moderator reads it: the hotel, who wrote it and when, the overall and category scores, whether
// they recommend the hotel, the text (rendered as text, never HTML), why the rules held it, and the decision.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@rahi/shared-contracts';
import { REVIEW_CATEGORIES, REVIEW_CATEGORY_NAMES, type StaffReview } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { formatDecimal, formatMoment } from '@rahi/shared-ui/format';
import { useReviewDecision } from '../api/decide-review';

/** Why the rules held a review (shared-contracts' moderateReview), as a moderator reads it. */
export const HOLD_REASON_NAMES: Record<string, string> = {
  link: 'پیوند یا نشانی وب در متن',
  'repeated characters': 'حرفی که پشت سر هم تکرار شده',
  'too few words': 'متن کمتر از چهار واژه',
};

export function ModerationReviewCard({ review }: { review: StaffReview }) {
  const decide = useReviewDecision(review.id);
  const titleId = `review-${review.id}`;
  const scores = REVIEW_CATEGORIES.map(
    (key) => `${REVIEW_CATEGORY_NAMES[key]} ${formatDecimal(review.scores[key])}`,
  );
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 800 }}>
        {review.hotel.name}، نظر {review.author}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        امتیاز {formatDecimal(review.rating)} از ۵، {review.recommend ? 'پیشنهاد می‌کند' : 'پیشنهاد نمی‌کند'}،
        اقامت {formatCalendarDate(review.stayedOn, 'fa')}، ثبت {formatMoment(review.createdAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {scores.join('، ')}
      </Typography>
      {review.title && (
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{review.title}</Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography>
      {review.moderationNote && (
        <Alert severity="warning" variant="outlined">
          دلیل نگه‌داشتن: {HOLD_REASON_NAMES[review.moderationNote] ?? review.moderationNote}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {review.status !== 'published' && (
          <PendingButton
            variant="contained"
            pending={decide.isPending}
            onClick={() => decide.mutate({ decision: 'publish' })}
          >
            انتشار
          </PendingButton>
        )}
        {review.status !== 'rejected' && (
          <PendingButton
            variant="outlined"
            color="error"
            pending={decide.isPending}
            onClick={() => decide.mutate({ decision: 'reject' })}
          >
            {review.status === 'published' ? 'برداشتن از سایت' : 'رد'}
          </PendingButton>
        )}
      </Box>
    </Paper>
  );
}
