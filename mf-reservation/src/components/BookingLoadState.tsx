// What a payment page shows before its booking is there: its card with the booking's place kept (so the page
// does not jump when it comes), or, when the booking cannot be found from this browser, «رزرو پیدا نشد»
// (neither the success's nor the failure's heading: neither is known) with the way to look it up by reserve id
// and mobile.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { useBooking } from '../state/use-booking';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';
import { BookingCard } from './BookingCard';
import { ProblemPage } from './ProblemPage';

const FACT_ROWS = ['reserve-id', 'status', 'hotel', 'checkin', 'checkout', 'amount', 'ref-id'];

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
      <BookingCard title={title}>
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minHeight: 48, mb: 2 }}>
          <CircularProgress size={20} />
          {TEXTS.loading}
        </Box>
        {/* The booking's facts take this much room once they come. */}
        {FACT_ROWS.map((row) => (
          <Skeleton key={row} height={37} />
        ))}
        <Skeleton variant="rounded" width={240} height={40} sx={{ mt: 3 }} />
      </BookingCard>
    );
  const errors = query.error && 'errors' in query.error ? (query.error.errors as string[]) : [];
  // Not read: the page cannot say the payment went through or not, only that it cannot find the booking here.
  return (
    <ProblemPage
      title={VOUCHER_TEXTS.notFoundTitle}
      messages={[...errors, TEXTS.bookingUnknown]}
      action={{ label: TEXTS.reserveStatus, to: '/reserve-status' }}
    />
  );
}
