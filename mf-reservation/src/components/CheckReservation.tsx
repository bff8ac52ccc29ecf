// Finding a booking again by reserve id and mobile: the form and, once asked, the booking's state with its
// links. /reserve-status shows it as a page; the shell's header opens it in its check-reservation modal
// (exposed as ./CheckReservation). Any wrong pair gets booking-api's one "not found"; too many get its 429.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import type { ReserveLookup } from '@rahi/shared-contracts/api';
import { useState } from 'react';
import { useReserveLookup } from '../state/use-reserve-lookup';
import { VOUCHER_TEXTS as T } from '../voucher-texts';
import { BookingStateCard } from './BookingStateCard';
import { ReserveLookupForm } from './ReserveLookupForm';

interface Props {
  /** A lookup to run at once (the address of /reserve-status, as the voucher's QR code opens it). */
  initial?: ReserveLookup | null;
  /** Told of every lookup the traveller asks for (the page writes it into its address). */
  onLookup?(lookup: ReserveLookup): void;
}

function failureOf(error: { status: number; errors: string[] } | null): string | null {
  if (!error) return null;
  if (error.status === 404) return BOOKING_MESSAGES.bookingNotFound;
  return error.errors[0] ?? T.unavailable;
}

export default function CheckReservation({ initial = null, onLookup }: Props) {
  const [lookup, setLookup] = useState<ReserveLookup | null>(initial);
  const query = useReserveLookup(lookup);
  const loading = lookup !== null && (query.isFetching || query.isPlaceholderData);
  const failure = loading ? null : failureOf(query.error);
  const booking = !loading && !failure ? query.data : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ReserveLookupForm
        defaultValues={initial ?? undefined}
        busy={loading}
        onLookup={(next) => {
          setLookup(next);
          onLookup?.(next);
          if (next.reserveId === lookup?.reserveId && next.mobile === lookup.mobile) void query.refetch();
        }}
      />
      <Box aria-live="polite">
        {failure && (
          <Alert severity="warning" data-testid="lookup-failure">
            {failure}
          </Alert>
        )}
        {booking && lookup && <BookingStateCard booking={booking} mobile={lookup.mobile} />}
      </Box>
    </Box>
  );
}
