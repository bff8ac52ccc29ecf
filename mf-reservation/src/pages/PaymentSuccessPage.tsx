// /payment-success?reserveId: the paid booking: reserve id, status (confirmed, or paid and awaiting the
// hotel's confirmation), links to the voucher, the stay's .ics and the profile's bookings.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { calendarPath } from '../api/voucher';
import { BookingCard } from '../components/BookingCard';
import { BookingFacts } from '../components/BookingFacts';
import { BookingLoadState } from '../components/BookingLoadState';
import { useBooking } from '../state/use-booking';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';
import { paymentPage } from './payment-page';

function PaymentSuccessPage() {
  const state = useBooking();
  const booking = state.query.data;
  if (!booking) return <BookingLoadState state={state} title={TEXTS.successTitle} />;
  const voucher = `/voucher?reserveId=${booking.reserveId}&mobile=${booking.booker.mobile}`;
  return (
    <BookingCard title={TEXTS.successTitle}>
      <Alert severity={booking.status === 'confirmed' ? 'success' : 'info'} sx={{ mb: 2 }}>
        {booking.status === 'confirmed'
          ? BOOKING_MESSAGES.bookingConfirmed
          : BOOKING_MESSAGES.bookingAwaitingHotel}
      </Alert>
      <BookingFacts booking={booking} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to={voucher} variant="contained">
          {TEXTS.voucher}
        </Button>
        <Button href={calendarPath(booking.reserveId, booking.booker.mobile)} download variant="outlined">
          {VOUCHER_TEXTS.addToCalendar}
        </Button>
        <Button component={RouterLink} to="/profile/reserves" variant="outlined">
          {TEXTS.profileReserves}
        </Button>
      </Box>
    </BookingCard>
  );
}

export default paymentPage('./PaymentSuccessPage', PaymentSuccessPage);
