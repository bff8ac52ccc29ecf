// /review-submit/{id}: the review of a real stay, {id} being the booking's reserve id. The booker is known by
// their login or by the booking's mobile (?mobile=, as the SMS after check-out links it, or typed here);
// booking-api says whether the stay may be reviewed (its check-out day come, no review yet) and the page shows
// the form, or why not. While comments are closed (the shell's setting, or booking-api's 403) the page says so
// and asks nothing. Opened from the SMS's link (?mobile=), the server draws it with booking-api's answer, a refusal
// included (the container's loadServerQueries), which hydration takes from __RAHI_HOTEL__ without asking again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  FORM_MESSAGES,
  formatCalendarDate,
  hasSession,
  hotelPath,
  MESSAGES,
  SERVER_DATA_GLOBALS,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { bookerMobileFormSchema, type ReviewEligibility } from '@rahi/shared-contracts/api';
import { useAuth, useCommentsOpen } from '@rahi/shared-ui/bus';
import { FormMobileField, useZodForm } from '@rahi/shared-ui/form';
import { useApiQuery } from '@rahi/shared-ui/query';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ReviewForm } from '../components/review/ReviewForm';

/** Asks a visitor for the booking's mobile; the address keeps it (?mobile=). */
function BookerMobileForm({ onMobile }: { onMobile: (mobile: string) => void }) {
  const form = useZodForm(bookerMobileFormSchema, { defaultValues: { mobile: '' } });
  return (
    <Box
      component="form"
      aria-label="شماره موبایل رزرو"
      noValidate
      onSubmit={form.handleSubmit(({ mobile }) => onMobile(mobile))}
      sx={{ display: 'grid', gap: 2, maxWidth: 420 }}
    >
      <Typography sx={{ lineHeight: 1.9 }}>
        شماره موبایلی را که رزرو با آن ثبت شده وارد کنید، یا{' '}
        <RouterLink to="/auth/login">وارد حساب کاربری خود شوید</RouterLink>.
      </Typography>
      <FormMobileField control={form.control} name="mobile" />
      <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
        ادامه
      </Button>
    </Box>
  );
}

function StayFacts({ booking }: { booking: ReviewEligibility }) {
  return (
    <Typography color="text.secondary" sx={{ mb: 2, lineHeight: 1.9 }}>
      رزرو {toPersianDigits(booking.reserveId)}،{' '}
      <RouterLink to={hotelPath(booking.hotel)}>{booking.hotel.name}</RouterLink>، از{' '}
      {formatCalendarDate(booking.checkin, 'fa')} تا {formatCalendarDate(booking.checkout, 'fa')}
    </Typography>
  );
}

/** Reviews are not taken now: said plainly, with the way back to the site. */
function ReviewsClosed() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" component={RouterLink} to="/">
          صفحه اصلی
        </Button>
      }
    >
      {FORM_MESSAGES.reviewsClosed}
    </Alert>
  );
}

/** booking-api's answer on whether the stay may be reviewed, for the booker's mobile ('' for the login's). */
export const reviewEligibilityPath = (reserveId: string, mobile: string) =>
  `/bookings/${reserveId}/review${mobile ? `?mobile=${encodeURIComponent(mobile)}` : ''}`;

/** The page's <title>, drawn by the server and set by the page. */
export const REVIEW_PAGE_TITLE = 'ثبت نظر درباره اقامت | راهی';

/** Refusals the server draws as they are (comments closed, no such booking for the mobile, too many lookups). */
export const DRAWN_REVIEW_REFUSALS = [403, 404, 429] as const;

export function ReviewSubmitPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const commentsOpen = useCommentsOpen();
  const mobile = params.get('mobile') ?? '';
  const known = hasSession(auth) || mobile !== '';
  // A refusal drawn by the server is not asked again on hydration (a wrong mobile counts against the lookups).
  const { data, error, isPending, refetch } = useApiQuery<ReviewEligibility>(
    known && commentsOpen ? reviewEligibilityPath(id, mobile) : null,
    { retryOnMount: false },
  );

  useEffect(() => {
    document.title = REVIEW_PAGE_TITLE;
  }, []);

  const body =
    !commentsOpen || error?.status === 403 ? (
      <ReviewsClosed />
    ) : !known ? (
      <BookerMobileForm onMobile={(typed) => setParams({ mobile: typed })} />
    ) : error ? (
      <Alert
        severity={error.status === 404 ? 'warning' : 'error'}
        action={
          error.status === 404 ? (
            <Button color="inherit" onClick={() => setParams({})}>
              شماره دیگر
            </Button>
          ) : (
            <Button color="inherit" onClick={() => refetch()}>
              تلاش دوباره
            </Button>
          )
        }
      >
        {error.errors[0] ?? MESSAGES.unexpectedError}
      </Alert>
    ) : isPending || !data ? (
      <CircularProgress aria-label="در حال بارگذاری رزرو" />
    ) : (
      <>
        <StayFacts booking={data} />
        {data.refusal ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" href={`${hotelPath(data.hotel)}#reviews`}>
                صفحه هتل
              </Button>
            }
          >
            {data.refusal}
            {data.review ? ` (${data.review.title})` : ''}
          </Alert>
        ) : (
          <ReviewForm booking={data} mobile={mobile} />
        )}
      </>
    );

  return (
    <Box
      component="section"
      aria-labelledby="review-title"
      sx={{ maxWidth: 760, mx: 'auto', py: { xs: 2, md: 4 } }}
    >
      <Typography id="review-title" component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        نظر شما درباره اقامت
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
        {body}
      </Paper>
    </Box>
  );
}

export default withServerQueries(SERVER_DATA_GLOBALS.hotel, './ReviewSubmitPage', ReviewSubmitPage);
