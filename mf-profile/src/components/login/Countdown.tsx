// Under a code field: the time left in Persian digits, then the resend button once it runs out.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { Ltr } from '@rahi/shared-ui/components';
import { useCountdown } from './use-countdown';

/** '۰۱:۵۹' for 119 seconds. */
export const formatCountdown = (seconds: number) =>
  toPersianDigits(
    `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
  );

export function Countdown({
  sentAt,
  onResend,
  disabled,
}: {
  sentAt: number | null;
  onResend: () => void;
  disabled?: boolean;
}) {
  const left = useCountdown(sentAt);
  if (left > 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
        ارسال دوباره کد پس از <Ltr>{formatCountdown(left)}</Ltr>
      </Typography>
    );
  }
  return (
    <Button variant="text" onClick={onResend} disabled={disabled} sx={{ alignSelf: 'start', px: 0 }}>
      ارسال دوباره کد
    </Button>
  );
}
