// Cancelling a booking for the traveller: the hotel's policy's penalty as it stands now, a switch to waive it, and
// where the rest goes (the booker's wallet, or the card that paid for a booking without an account). The reason
// is required; booking-api cancels, frees the rooms and refunds in one transaction.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { useState } from 'react';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useCancelBooking } from '../api/booking-actions';

export function CancelBookingDialog({ booking, onClose }: { booking: StaffBooking; onClose: () => void }) {
  const cancel = useCancelBooking(booking.reserveId);
  const [waive, setWaive] = useState(false);
  const { penalty } = booking.cancellation;
  return (
    <ReasonDialog
      title={`لغو رزرو ${toPersianDigits(booking.reserveId)}`}
      action={waive ? 'لغو بدون جریمه' : 'لغو رزرو'}
      danger
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={(reason) => cancel.mutateAsync({ reason, waivePenalty: waive })}
      onClose={onClose}
    >
      <Typography>
        جریمه لغو طبق سیاست هتل: <strong>{penalty > 0 ? tomanOf(penalty) : 'بدون جریمه'}</strong>
      </Typography>
      {penalty > 0 && (
        <FormControlLabel
          control={<Switch checked={waive} onChange={(event) => setWaive(event.target.checked)} />}
          label="بخشیدن جریمه (همه مبلغ پرداختی بازگردانده شود)"
        />
      )}
      <Typography color="text.secondary">
        {booking.userId !== null
          ? 'باقی مبلغ پرداختی همان لحظه به کیف پول رزروکننده واریز می‌شود و با پیامک به او خبر می‌دهیم.'
          : 'این رزرو بدون حساب کاربری است؛ باقی مبلغ به کارت پرداخت‌کننده بازگردانده می‌شود.'}
      </Typography>
    </ReasonDialog>
  );
}
