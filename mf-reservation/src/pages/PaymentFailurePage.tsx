// /payment-failure?reserveId: the payment did not confirm the booking. The reason in Persian (from the
// verification, or read from the booking after a reload), the hold's remaining time, and a retry that pays the
// same booking again while it is held (PayBookingButton); once the hold is over, the way back to the hotel.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BookingCard } from '../components/BookingCard';
import { BookingFacts } from '../components/BookingFacts';
import { BookingLoadState } from '../components/BookingLoadState';
import { HoldCountdown } from '../components/HoldCountdown';
import { PayBookingButton } from '../components/PayBookingButton';
import { useBooking } from '../state/use-booking';
import { TEXTS } from '../texts';
import { paymentPage } from './payment-page';

/**
 * Why a booking is not paid, read from the booking itself (after a reload the verification's reason is gone).
 * Money captured after the hold ran out is named first: where it went is what the traveller needs to know.
 */
export function failureReason(booking: Booking): string {
  if (booking.payment?.status === 'refunded') return BOOKING_MESSAGES.paymentRefundedToWallet;
  if (booking.payment?.status === 'reversed') return BOOKING_MESSAGES.paymentReversed;
  if (booking.status === 'expired') return BOOKING_MESSAGES.holdExpired;
  return booking.payment?.status === 'failed'
    ? BOOKING_MESSAGES.paymentNotConfirmed
    : BOOKING_MESSAGES.paymentCancelled;
}

function PaymentFailurePage() {
  const state = useBooking();
  const location = useLocation();
  const [holdOver, setHoldOver] = useState(false);
  const onExpire = useCallback(() => setHoldOver(true), []);
  const booking = state.query.data;
  if (!booking) return <BookingLoadState state={state} title={TEXTS.failureTitle} />;

  // The verification's reason comes with the in-app move from /payment-status; a page the server drew (a reload
  // keeps that history state) speaks from the booking, as the server did.
  const passedReason = state.drawnByServer
    ? undefined
    : (location.state as { reason?: string | null } | null)?.reason;
  const held = booking.status === 'pending_payment' && !holdOver;
  // The verification's reason holds while the booking is still held; once it is not (the hold ran out, found by
  // a refused retry or a reload), the booking's own state speaks.
  const reason =
    booking.status !== 'pending_payment'
      ? failureReason(booking)
      : holdOver
        ? BOOKING_MESSAGES.holdExpired
        : (passedReason ?? failureReason(booking));
  return (
    <BookingCard title={TEXTS.failureTitle}>
      <Alert severity="error" sx={{ mb: 2 }} data-testid="failure-reason">
        {reason}
      </Alert>
      {booking.status === 'pending_payment' && (
        <Box sx={{ mb: 2 }}>
          <HoldCountdown until={booking.holdExpiresAt} onExpire={onExpire} />
        </Box>
      )}
      <BookingFacts booking={booking} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
        {held ? (
          <PayBookingButton
            reserveId={booking.reserveId}
            mobile={booking.booker.mobile}
            label={TEXTS.retry}
            onRefused={() => void state.query.refetch()}
          />
        ) : (
          <Button
            component={RouterLink}
            to={`/hotel/${booking.hotel.id}/hotel?checkin=${booking.checkin}&nights=${booking.nights}`}
            variant="contained"
          >
            {TEXTS.newReservation}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          {TEXTS.backHome}
        </Button>
      </Box>
    </BookingCard>
  );
}

export default paymentPage('./PaymentFailurePage', PaymentFailurePage);
