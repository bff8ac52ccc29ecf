// Pays a booking that is still held: POST /bookings/:reserveId/payments, then the bank's page. The mobile is
// kept for this reserve id so the payment pages find the booking when the bank sends the traveller back. A refusal
// (the hold ran out, the booking changed) is shown under the button and reported to `onRefused`.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { startPayment } from '../api/payments';
import { saveBookingMobile } from '../state/session-store';
import { VOUCHER_TEXTS as T } from '../voucher-texts';

export function PayBookingButton({
  reserveId,
  mobile,
  label = T.pay,
  onRefused,
}: {
  reserveId: string;
  mobile: string;
  label?: string;
  /** Called after a refusal, e.g. to read the booking again: its state is what changed. */
  onRefused?: () => void;
}) {
  const [paying, setPaying] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const pay = async () => {
    setPaying(true);
    setErrors([]);
    saveBookingMobile(reserveId, mobile);
    const payment = await startPayment(reserveId, mobile);
    if (payment.ok) {
      window.location.assign(payment.data.redirectUrl);
      return;
    }
    setPaying(false);
    setErrors(payment.errors.length > 0 ? payment.errors : [T.unavailable]);
    onRefused?.();
  };
  return (
    <Box>
      <Button variant="contained" onClick={pay} disabled={paying}>
        {paying ? T.paying : label}
      </Button>
      {errors.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {errors.join(' ')}
        </Alert>
      )}
    </Box>
  );
}
