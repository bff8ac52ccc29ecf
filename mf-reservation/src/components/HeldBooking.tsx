// The booking already made from this draft, while its rooms are held (the traveller came back from the bank
// without paying): how long they stay held, its facts, and paying that booking, so no second one is made.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Booking } from '@rahi/shared-contracts/api';
import { TEXTS } from '../texts';
import { BookingCard } from './BookingCard';
import { BookingFacts } from './BookingFacts';
import { HoldCountdown } from './HoldCountdown';
import { PayBookingButton } from './PayBookingButton';

export function HeldBooking({
  booking,
  mobile,
  onExpire,
}: {
  booking: Booking;
  mobile: string;
  onExpire: () => void;
}) {
  return (
    <BookingCard title={TEXTS.heldTitle}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {TEXTS.heldBody}
      </Alert>
      <Box sx={{ mb: 2 }}>
        <HoldCountdown until={booking.holdExpiresAt} onExpire={onExpire} />
      </Box>
      <BookingFacts booking={booking} />
      <Box sx={{ mt: 3 }}>
        <PayBookingButton reserveId={booking.reserveId} mobile={mobile} label={TEXTS.payHeld} />
      </Box>
    </BookingCard>
  );
}
