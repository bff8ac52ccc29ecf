// What the payment outcome pages say, read from the booking, not from the address: /payment-success and
// /payment-failure are reopened later (a tab restored, a reload, the history), and by then the booking may be paid
// after a retry, still held, expired or cancelled. Each state has one card on either page: paid (the voucher),
// held (its countdown and a payment of this same booking), cancelled (what came back), otherwise why it is not paid.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BOOKING_MESSAGES, voucherRefusal } from '@rahi/shared-contracts';
import { type Booking, isPaidStatus } from '@rahi/shared-contracts/api';
import { type ReactNode, useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { calendarPath, voucherPath } from '../api/voucher';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';
import { BookingCard } from './BookingCard';
import { BookingFacts } from './BookingFacts';
import { HoldCountdown } from './HoldCountdown';
import { PayBookingButton } from './PayBookingButton';

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

/** Back to the booking's hotel for the same stay. */
const AgainLink = ({ booking }: { booking: Booking }) => (
  <Button
    component={RouterLink}
    to={`/hotel/${booking.hotel.id}/hotel?checkin=${booking.checkin}&nights=${booking.nights}`}
    variant="contained"
  >
    {TEXTS.newReservation}
  </Button>
);

const ReservesLink = () => (
  <Button component={RouterLink} to="/profile/reserves" variant="outlined">
    {TEXTS.profileReserves}
  </Button>
);

function Actions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>{children}</Box>;
}

function PaidOutcome({ booking }: { booking: Booking }) {
  return (
    <BookingCard title={TEXTS.successTitle}>
      <Alert severity={booking.status === 'confirmed' ? 'success' : 'info'} sx={{ mb: 2 }}>
        {booking.status === 'confirmed'
          ? BOOKING_MESSAGES.bookingConfirmed
          : BOOKING_MESSAGES.bookingAwaitingHotel}
      </Alert>
      <BookingFacts booking={booking} />
      <Actions>
        <Button
          component={RouterLink}
          to={voucherPath(booking.reserveId, booking.booker.mobile)}
          variant="contained"
        >
          {TEXTS.voucher}
        </Button>
        <Button href={calendarPath(booking.reserveId, booking.booker.mobile)} download variant="outlined">
          {VOUCHER_TEXTS.addToCalendar}
        </Button>
        <ReservesLink />
      </Actions>
    </BookingCard>
  );
}

function CancelledOutcome({ booking }: { booking: Booking }) {
  // A capture returned after the hold ran out says where the money went; a cancellation's refund is a fact below.
  const returned = booking.payment?.status === 'refunded' || booking.payment?.status === 'reversed';
  return (
    <BookingCard title={TEXTS.cancelledTitle}>
      {returned && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {failureReason(booking)}
        </Alert>
      )}
      <BookingFacts booking={booking} />
      <Actions>
        <AgainLink booking={booking} />
        <ReservesLink />
      </Actions>
    </BookingCard>
  );
}

interface UnpaidProps {
  booking: Booking;
  /** The page the traveller is on: a failed payment names its reason; the success page does not know one. */
  reached: 'success' | 'failure';
  /** The verification's reason, handed over by /payment-status with the move to the failure page. */
  passedReason?: string | null;
  /** Reads the booking again: a refused payment means its state changed. */
  refetch: () => void;
}

function UnpaidOutcome({ booking, reached, passedReason, refetch }: UnpaidProps) {
  const [holdOver, setHoldOver] = useState(false);
  const onExpire = useCallback(() => setHoldOver(true), []);
  const held = booking.status === 'pending_payment' && !holdOver;
  // The verification's reason holds while the booking is still held; once it is not (the hold ran out, found by
  // a refused retry or a reload), the booking's own state speaks.
  const reason =
    booking.status !== 'pending_payment'
      ? failureReason(booking)
      : holdOver
        ? BOOKING_MESSAGES.holdExpired
        : (passedReason ?? failureReason(booking));
  // Held and reached as a success (no payment of it came back): it waits for one.
  const waiting = held && reached === 'success';
  return (
    <BookingCard title={waiting ? TEXTS.heldTitle : TEXTS.failureTitle}>
      <Alert severity={waiting ? 'warning' : 'error'} sx={{ mb: 2 }} data-testid="failure-reason">
        {waiting ? voucherRefusal(booking.status) : reason}
      </Alert>
      {booking.status === 'pending_payment' && (
        <Box sx={{ mb: 2 }}>
          <HoldCountdown until={booking.holdExpiresAt} onExpire={onExpire} />
        </Box>
      )}
      <BookingFacts booking={booking} />
      <Actions>
        {held ? (
          <PayBookingButton
            reserveId={booking.reserveId}
            mobile={booking.booker.mobile}
            label={waiting ? TEXTS.payHeld : TEXTS.retry}
            onRefused={refetch}
          />
        ) : (
          <AgainLink booking={booking} />
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          {TEXTS.backHome}
        </Button>
      </Actions>
    </BookingCard>
  );
}

/** The card for the booking as it is now, on the success or the failure page. */
export function BookingOutcome(props: UnpaidProps) {
  const { booking } = props;
  if (isPaidStatus(booking.status)) return <PaidOutcome booking={booking} />;
  if (booking.status === 'cancelled') return <CancelledOutcome booking={booking} />;
  return <UnpaidOutcome {...props} />;
}
