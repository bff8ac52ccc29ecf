// One booking as a card: hotel and city, status chip, reserve id, the stay's Jalali dates, the amount (once
// cancelled, what came back and where), and whatever actions the list gives it (voucher, invoice, pay, cancel).
// Cancelled by the traveller a moment ago (`takeFocus`), it puts the focus on what came back, or on itself: the
// «لغو رزرو» pressed has gone with the booking's state.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { describeRefund, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { ProfileBooking } from '@rahi/shared-contracts/api';
import { BookingStatusChip } from '@rahi/shared-ui/components';
import { type ReactNode, useEffect, useRef } from 'react';
import { NBSP, stayDates } from './stay-dates';

/** What the booking costs the traveller: paid at the bank plus the credit and points it used. */
export const bookingPrice = (booking: ProfileBooking) =>
  booking.amounts.toPay + booking.amounts.credit + booking.amounts.points;

export interface BookingCardProps {
  booking: ProfileBooking;
  actions?: ReactNode;
  /** Called once the card has the focus; until then, the card takes it when the booking shows as cancelled. */
  takeFocus?: () => void;
}

export function BookingCard({ booking, actions, takeFocus }: BookingCardProps) {
  const card = useRef<HTMLElement>(null);
  const refund = useRef<HTMLElement>(null);
  const cancelled = booking.status === 'cancelled';
  useEffect(() => {
    if (!takeFocus || !cancelled) return;
    (refund.current ?? card.current)?.focus();
    takeFocus();
  }, [takeFocus, cancelled]);
  return (
    <Paper
      ref={card}
      tabIndex={takeFocus ? -1 : undefined}
      component="article"
      aria-label={`رزرو ${toPersianDigits(booking.reserveId)}`}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
          {booking.hotel.name}
          <Typography
            component="span"
            color="text.secondary"
            sx={{ fontWeight: 400, ms: 1, fontSize: '0.9rem' }}
          >
            {' '}
            {booking.hotel.city}
          </Typography>
        </Typography>
        <BookingStatusChip status={booking.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        کد رزرو:{' '}
        <bdi dir="ltr" data-testid="reserve-id">
          {toPersianDigits(booking.reserveId)}
        </bdi>
      </Typography>
      <Typography variant="body2">
        {stayDates(booking.checkin, booking.checkOut, booking.nights)}، {toPersianDigits(booking.roomsCount)}
        {NBSP}اتاق
      </Typography>
      <Typography variant="body2">
        مبلغ: <strong>{tomanOf(bookingPrice(booking))}</strong>
        {booking.amounts.credit > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${tomanOf(booking.amounts.credit)} از کیف پول)`}
          </Typography>
        )}
      </Typography>
      {booking.status === 'cancelled' && booking.refund !== undefined && (
        <Typography
          ref={refund}
          tabIndex={-1}
          variant="body2"
          data-testid="booking-refund"
          sx={{ width: 'fit-content', outlineOffset: 2 }}
        >
          بازپرداخت: {describeRefund(booking.refund)}
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>{actions}</Box>}
    </Paper>
  );
}
