// /reservation?reservationId&checkin&nights&checkOut (product §2): the saved draft, re-priced by
// booking-api, with the guests' form, the price lines and paying. A missing, expired or foreign draft, or one
// that can no longer be booked, gets a Persian page with a way back. Once a booking was made from the draft and
// its rooms are still held (the traveller came back from the bank), the page offers to pay that booking instead.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@rahi/shared-contracts';
import { useQuery } from '@rahi/shared-ui/query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadDraft } from '../api/draft';
import { HeldBooking } from '../components/HeldBooking';
import { ProblemPage } from '../components/ProblemPage';
import { readDraftBooking } from '../state/session-store';
import { useBookingOf } from '../state/use-booking';
import { TEXTS } from '../texts';
import { ReservationForm } from './ReservationForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reserve id of the booking made from this draft in this tab, read again when the browser restores the page
 * from its back-forward cache (the bank's page was left with the back button: no reload, no effect runs).
 */
function useDraftBooking(reservationId: string) {
  const [reserveId, setReserveId] = useState(() => readDraftBooking(reservationId) ?? '');
  useEffect(() => {
    const read = () => setReserveId(readDraftBooking(reservationId) ?? '');
    read();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) read();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reservationId]);
  return reserveId;
}

const loading = (
  <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}>
    <CircularProgress size={28} />
    {TEXTS.loading}
  </Box>
);

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
  const held = useBookingOf(useDraftBooking(valid ? reservationId : ''));
  const [holdOver, setHoldOver] = useState(false);
  const onExpire = useCallback(() => setHoldOver(true), []);
  const heldBooking = held.query.data;

  const home = { label: TEXTS.backHome, to: '/' };
  if (held.valid && held.query.isPending) return loading;
  if (heldBooking?.status === 'pending_payment' && !holdOver)
    return (
      <HeldBooking
        booking={heldBooking}
        mobile={held.mobile ?? heldBooking.booker.mobile}
        onExpire={onExpire}
      />
    );
  if (!valid || draft.data?.kind === 'missing')
    return (
      <ProblemPage
        title={TEXTS.draftMissingTitle}
        messages={[MESSAGES.draftNotFound, TEXTS.draftMissingBody]}
        action={home}
      />
    );
  if (draft.isPending) return loading;
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
