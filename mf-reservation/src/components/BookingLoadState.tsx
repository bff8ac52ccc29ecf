// What a payment page shows before its booking is there: loading, or a Persian page when the booking
// cannot be found from this browser (with the way to look it up by reserve id and mobile).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import type { useBooking } from '../state/use-booking';
import { TEXTS } from '../texts';
import { ProblemPage } from './ProblemPage';

export function BookingLoadState({
  state,
  title,
}: {
  state: ReturnType<typeof useBooking>;
  title: string;
}): ReactNode {
  const { valid, query } = state;
  if (valid && query.isPending)
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}
      >
        <CircularProgress size={28} />
        {TEXTS.loading}
      </Box>
    );
  const errors = query.error && 'errors' in query.error ? (query.error.errors as string[]) : [];
  return (
    <ProblemPage
      title={title}
      messages={[...errors, TEXTS.bookingUnknown]}
      action={{ label: TEXTS.reserveStatus, to: '/reserve-status' }}
    />
  );
}
