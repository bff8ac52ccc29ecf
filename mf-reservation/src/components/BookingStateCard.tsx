// A booking found by reserve id and mobile: its state said plainly, its key facts, and what can be done with it:
// the voucher and the invoice of a paid booking, payment for one still held, only the reason for the others.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BOOKING_MESSAGES, voucherRefusal } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';
import { voucherPath } from '../api/voucher';
import { VOUCHER_TEXTS as T } from '../voucher-texts';
import { BookingFacts } from './BookingFacts';
import { PayBookingButton } from './PayBookingButton';

export function BookingStateCard({ booking, mobile }: { booking: Booking; mobile: string }) {
  const refusal = voucherRefusal(booking.status);
  const paidNote =
    booking.status === 'confirmed'
      ? BOOKING_MESSAGES.bookingConfirmed
      : BOOKING_MESSAGES.bookingAwaitingHotel;
  return (
    <Box component="section" aria-label={T.result}>
      <Alert
        severity={refusal ? 'warning' : booking.status === 'confirmed' ? 'success' : 'info'}
        sx={{ mb: 2 }}
      >
        {refusal ?? paidNote}
      </Alert>
      <BookingFacts booking={booking} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2.5 }}>
        {!refusal && (
          <>
            <Button component={RouterLink} to={voucherPath(booking.reserveId, mobile)} variant="contained">
              {T.voucher}
            </Button>
            <Button
              component={RouterLink}
              to={voucherPath(booking.reserveId, mobile, true)}
              variant="outlined"
            >
              {T.invoice}
            </Button>
          </>
        )}
        {booking.status === 'pending_payment' && (
          <PayBookingButton reserveId={booking.reserveId} mobile={mobile} />
        )}
      </Box>
    </Box>
  );
}
