// /payment-failure?reserveId: the payment did not confirm the booking. The reason in Persian (from the
// verification, or read from the booking after a reload), the hold's remaining time, and a retry that pays the
// same booking again while it is held (PayBookingButton); once the hold is over, the way back to the hotel.
// Reopened after a retry paid it or after it was cancelled, the page says what the booking is now (BookingOutcome).
import { useLocation } from 'react-router-dom';
import { BookingLoadState } from '../components/BookingLoadState';
import { BookingOutcome } from '../components/BookingOutcome';
import { useBooking } from '../state/use-booking';
import { TEXTS } from '../texts';
import { paymentPage } from './payment-page';

function PaymentFailurePage() {
  const state = useBooking();
  const location = useLocation();
  const booking = state.query.data;
  if (!booking) return <BookingLoadState state={state} title={TEXTS.failureTitle} />;
  // The verification's reason comes with the in-app move from /payment-status; a page the server drew (a reload
  // keeps that history state) speaks from the booking, as the server did.
  const passedReason = state.drawnByServer
    ? undefined
    : (location.state as { reason?: string | null } | null)?.reason;
  return (
    <BookingOutcome
      booking={booking}
      reached="failure"
      passedReason={passedReason}
      refetch={() => void state.query.refetch()}
    />
  );
}

export default paymentPage('./PaymentFailurePage', PaymentFailurePage);
