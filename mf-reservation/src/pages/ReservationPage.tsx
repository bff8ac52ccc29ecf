// /reservation?reservationId&checkin&nights&checkOut (product §2): the saved draft, re-priced by
// booking-api, with the guests' form, the price lines and paying. A missing, expired or foreign draft, or one
// that can no longer be booked, gets a Persian page with a way back. Once a booking was made from the draft and
// its rooms are still held (the traveller came back from the bank), the page offers to pay that booking instead.
// The gateway draws the page on the server (server/); the first browser render takes the server's data and draws
// exactly what it drew, then reads what only this tab knows (sessionStorage: the booking made, the form typed).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@rahi/shared-contracts';
import { useQuery } from '@rahi/shared-ui/query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BROWSER_DRAFT_PATHS, draftRoutesFetcher, loadDraft } from '../api/draft';
import { HeldBooking } from '../components/HeldBooking';
import { ProblemPage } from '../components/ProblemPage';
import { forgetServerReservationData, serverReservationData } from '../state/server-data';
import { readDraftBooking } from '../state/session-store';
import { useBookingOf } from '../state/use-booking';
import { TEXTS } from '../texts';
import { ReservationForm } from './ReservationForm';
import type { ReservationPageData } from './reservation-page-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reserve id of the booking made from this draft in this tab, read again when the browser restores the page
 * from its back-forward cache (the bank's page was left with the back button: no reload, no effect runs). While
 * the server's page hydrates it is read after the first render, as the server could not know it.
 */
function useDraftBooking(reservationId: string, hydrating: boolean) {
  const [reserveId, setReserveId] = useState(() =>
    hydrating ? '' : (readDraftBooking(reservationId) ?? ''),
  );
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

export default function ReservationPage({ serverData }: { serverData?: ReservationPageData } = {}) {
  const [params] = useSearchParams();
  const reservationId = params.get('reservationId') ?? '';
  const valid = UUID.test(reservationId);
  // The server's page, once: what it was drawn from (given by the server render, read from the page in the
  // browser) answers the first render, so hydration asks nothing.
  const [server] = useState(() => (valid ? (serverData ?? serverReservationData(reservationId)) : undefined));
  useEffect(() => {
    if (server) forgetServerReservationData();
  }, [server]);
  const fromServer = server?.reservationId === reservationId ? server : undefined;
  const draft = useQuery({
    queryKey: ['reservation-draft', reservationId],
    queryFn: ({ signal }) => loadDraft(reservationId, draftRoutesFetcher, BROWSER_DRAFT_PATHS, signal),
    enabled: valid,
    initialData: fromServer?.outcome,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const held = useBookingOf(useDraftBooking(valid ? reservationId : '', fromServer !== undefined));
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
      server={fromServer}
      onStale={() => draft.refetch()}
    />
  );
}
