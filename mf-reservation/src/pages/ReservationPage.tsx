// /reservation?reservationId&checkin&nights&checkOut (spec §2, issue 14): the saved draft, re-priced by
// booking-api, with the guests' form, the price lines and paying. A missing, expired or foreign draft, or one
// that can no longer be booked, gets a Persian page with a way back.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@rahi/shared-contracts';
import { useQuery } from '@rahi/shared-ui/query';
import { useSearchParams } from 'react-router-dom';
import { loadDraft } from '../api/draft';
import { ProblemPage } from '../components/ProblemPage';
import { TEXTS } from '../texts';
import { ReservationForm } from './ReservationForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function ReservationPage() {
  const [params] = useSearchParams();
  const reservationId = params.get('reservationId') ?? '';
  const valid = UUID.test(reservationId);
  const draft = useQuery({
    queryKey: ['reservation-draft', reservationId],
    queryFn: ({ signal }) => loadDraft(reservationId, signal),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const home = { label: TEXTS.backHome, to: '/' };
  if (!valid || draft.data?.kind === 'missing')
    return (
      <ProblemPage
        title={TEXTS.draftMissingTitle}
        messages={[MESSAGES.draftNotFound, TEXTS.draftMissingBody]}
        action={home}
      />
    );
  if (draft.isPending)
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}
      >
        <CircularProgress size={28} />
        {TEXTS.loading}
      </Box>
    );
  if (draft.isError || !draft.data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => draft.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        }
      >
        {TEXTS.loadFailed}
      </Alert>
    );
  const outcome = draft.data;
  const hotelLink = {
    label: TEXTS.backToHotel,
    to: `/hotel/${outcome.draft.hotelId}/hotel?checkin=${outcome.draft.checkin}&nights=${outcome.draft.nights}`,
  };
  if (outcome.kind === 'refused')
    return <ProblemPage title={TEXTS.draftRefusedTitle} messages={outcome.errors} action={hotelLink} />;
  return (
    <ReservationForm
      reservationId={reservationId}
      draft={outcome.draft}
      previousTotalSum={outcome.previousTotalSum}
      onStale={() => draft.refetch()}
    />
  );
}
