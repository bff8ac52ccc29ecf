// A refund to the booker's wallet without cancelling (a goodwill refund, a service the hotel did not give): the
// amount in Toman, at most what the booking may still give back, and the reason.
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toAsciiDigits, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { useState } from 'react';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useWalletRefund } from '../api/booking-actions';

/** Toman typed (Persian or Latin digits, separators allowed) as Rial; undefined when it is not a whole amount. */
export function rialFromToman(text: string): number | undefined {
  const digits = toAsciiDigits(text).replace(/[,٬\s]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return undefined;
  const toman = Number(digits);
  return toman > 0 ? toman * 10 : undefined;
}

export function WalletRefundDialog({ booking, onClose }: { booking: StaffBooking; onClose: () => void }) {
  const refund = useWalletRefund(booking.reserveId);
  const [amount, setAmount] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const submit = (reason: string) => {
    const rial = rialFromToman(amount);
    if (rial === undefined) return Promise.reject(setRefused(STAFF_DESK_MESSAGES.amountInvalidToman));
    if (rial > booking.refundable) return Promise.reject(setRefused(STAFF_DESK_MESSAGES.walletRefundTooMuch));
    setRefused(null);
    return refund.mutateAsync({ amount: rial, reason });
  };
  return (
    <ReasonDialog
      title={`بازپرداخت به کیف پول، رزرو ${toPersianDigits(booking.reserveId)}`}
      action="واریز به کیف پول"
      pending={refund.isPending}
      error={refund.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>
        حداکثر قابل بازپرداخت: <strong>{tomanOf(booking.refundable)}</strong>
      </Typography>
      <TextField
        label="مبلغ (تومان)"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={refused !== null}
        helperText={refused ?? ' '}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
    </ReasonDialog>
  );
}
