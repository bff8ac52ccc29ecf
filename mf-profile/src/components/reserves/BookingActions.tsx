// What a traveller can do with a booking from the list: the voucher and the invoice of a paid one, paying one
// still held for payment, cancelling one that is not over (only the account that made it; one made for their
// mobile from another account says so instead), and asking support about any of them.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PROFILE_MESSAGES, toPersianDigits } from '@rahi/shared-contracts';
import { isPaidStatus, type ProfileBooking } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { Link as RouterLink } from 'react-router-dom';

/** /voucher?reserveId&mobile (product §2), with isFactor=1 for the invoice. */
export function voucherPath(booking: ProfileBooking, invoice = false): string {
  const query = new URLSearchParams({ reserveId: booking.reserveId, mobile: booking.bookerMobile });
  if (invoice) query.set('isFactor', '1');
  return `/voucher?${query}`;
}

const isPaid = (booking: ProfileBooking) => isPaidStatus(booking.status);

export function BookingActions({
  booking,
  now,
  paying,
  onPay,
  onCancel,
}: {
  booking: ProfileBooking;
  now: number;
  paying: boolean;
  onPay: (booking: ProfileBooking) => void;
  onCancel: (reserveId: string) => void;
}) {
  const held = booking.status === 'pending_payment' && Date.parse(booking.holdExpiresAt) > now;
  return (
    <>
      {isPaid(booking) && (
        <>
          <Button component={RouterLink} to={voucherPath(booking)} size="small" variant="outlined">
            واچر
          </Button>
          <Button component={RouterLink} to={voucherPath(booking, true)} size="small" variant="outlined">
            فاکتور
          </Button>
        </>
      )}
      {held && (
        <PendingButton size="small" variant="contained" onClick={() => onPay(booking)} pending={paying}>
          پرداخت
        </PendingButton>
      )}
      {(isPaid(booking) || held) && booking.cancellableByCaller && (
        <Button size="small" color="error" onClick={() => onCancel(booking.reserveId)}>
          لغو رزرو
        </Button>
      )}
      <Button
        component={RouterLink}
        to={`/profile/ticket?reserveId=${booking.reserveId}`}
        size="small"
        aria-label={`تیکت پشتیبانی درباره رزرو ${toPersianDigits(booking.reserveId)}`}
      >
        پشتیبانی
      </Button>
      {(isPaid(booking) || held) && !booking.cancellableByCaller && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {PROFILE_MESSAGES.cancelByBookingAccount}
        </Typography>
      )}
    </>
  );
}
