// A booking's key facts on the payment pages and /reserve-status: reserve id, status, hotel, stay, amount and,
// once cancelled, what came back and where. The amount is the one paid once the booking is paid (success page,
// voucher), the one to pay while it is not (failure page, hold).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BOOKING_STATUS_NAMES,
  describeRefund,
  formatDayLabel,
  tomanOf,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { type Booking, isPaidStatus } from '@rahi/shared-contracts/api';
import { TEXTS } from '../texts';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 700, textAlign: 'end' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Paid: confirmed, or awaiting the hotel, or a verified payment on a booking since cancelled. */
function isPaid(booking: Pick<Booking, 'status' | 'payment'>): boolean {
  return isPaidStatus(booking.status) || Boolean(booking.payment?.refId);
}

export function BookingFacts({ booking }: { booking: Booking }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label={TEXTS.reserveId} value={toPersianDigits(booking.reserveId)} testId="reserve-id" />
      <Fact label={TEXTS.status} value={BOOKING_STATUS_NAMES[booking.status]} testId="booking-status" />
      <Fact label={TEXTS.hotel} value={booking.hotel.name} />
      <Fact label={TEXTS.nights} value={`${toPersianDigits(booking.nights)} ${TEXTS.night}`} />
      <Fact label={TEXTS.checkin} value={formatDayLabel(booking.checkin, 'fa')} />
      <Fact label={TEXTS.checkout} value={formatDayLabel(booking.checkOut, 'fa')} />
      <Fact
        label={isPaid(booking) ? TEXTS.amountPaid : TEXTS.amountToPay}
        value={tomanOf(booking.amounts.toPay)}
        testId="booking-amount"
      />
      {booking.payment?.refId && <Fact label={TEXTS.refId} value={toPersianDigits(booking.payment.refId)} />}
      {booking.status === 'cancelled' && booking.refund !== undefined && (
        <Fact label={TEXTS.refund} value={describeRefund(booking.refund)} testId="booking-refund" />
      )}
    </Box>
  );
}
