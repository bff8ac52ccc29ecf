// /payment-success?reserveId: the paid booking: reserve id, status (confirmed, or paid and awaiting the
// hotel's confirmation), links to the voucher, the stay's .ics and the profile's bookings. Reopened once the booking
// is no longer paid (cancelled since) or for one never paid, the page says what the booking is now (BookingOutcome).
import { BookingLoadState } from '../components/BookingLoadState';
import { BookingOutcome } from '../components/BookingOutcome';
import { useBooking } from '../state/use-booking';
import { TEXTS } from '../texts';
import { paymentPage } from './payment-page';

function PaymentSuccessPage() {
  const state = useBooking();
  const booking = state.query.data;
  if (!booking) return <BookingLoadState state={state} title={TEXTS.successTitle} />;
  return <BookingOutcome booking={booking} reached="success" refetch={() => void state.query.refetch()} />;
}

export default paymentPage('./PaymentSuccessPage', PaymentSuccessPage);
