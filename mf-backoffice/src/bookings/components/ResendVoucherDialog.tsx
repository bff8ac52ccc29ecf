// Sending the voucher SMS again (the traveller lost it, or changed phones), with the reason.
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { Ltr } from '@rahi/shared-ui/components';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useResendVoucher } from '../api/booking-actions';

export function ResendVoucherDialog({ booking, onClose }: { booking: StaffBooking; onClose: () => void }) {
  const resend = useResendVoucher(booking.reserveId);
  return (
    <ReasonDialog
      title={`ارسال دوباره پیامک تاییدیه، رزرو ${toPersianDigits(booking.reserveId)}`}
      action="ارسال پیامک"
      pending={resend.isPending}
      error={resend.error}
      onSubmit={(reason) => resend.mutateAsync({ reason })}
      onClose={onClose}
    >
      <Typography>
        پیامک تاییدیه به <Ltr>{toPersianDigits(booking.bookerMobile)}</Ltr> فرستاده می‌شود.
      </Typography>
    </ReasonDialog>
  );
}
