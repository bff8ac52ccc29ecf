// Step two: the 5-digit code from the SMS. It sends itself once five digits are typed (Persian digits too),
// counts down 120 s and then offers to send the code again.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toAsciiDigits, toPersianDigits } from '@rahi/shared-contracts';
import { Ltr, PendingButton } from '@rahi/shared-ui/components';
import { type FormEvent, useState } from 'react';
import { Countdown } from './Countdown';
import { LoginField } from './LoginField';

export interface OtpStepProps {
  mobile: string;
  sentAt: number | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onEditMobile: () => void;
  busy: boolean;
}

export const CODE_LENGTH = 5;

/** The typed code's digits in ASCII, without anything else. */
const digitsOf = (typed: string) => toAsciiDigits(typed).replace(/\D/g, '').slice(0, CODE_LENGTH);

export function OtpStep({ mobile, sentAt, onSubmit, onResend, onEditMobile, busy }: OtpStepProps) {
  const [code, setCode] = useState('');
  const change = (typed: string) => {
    const digits = digitsOf(typed);
    setCode(digits);
    if (digits.length === CODE_LENGTH && !busy) onSubmit(digits);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-otp-title" className="login-step">
      <Typography id="login-otp-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        تایید شماره موبایل
      </Typography>
      <Typography color="text.secondary">
        کد ۵ رقمی پیامک‌شده به <Ltr>{toPersianDigits(mobile)}</Ltr> را وارد کنید.
      </Typography>
      <LoginField
        label="کد تایید"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={toPersianDigits(code)}
        onChange={change}
        autoFocus
        maxLength={CODE_LENGTH}
      />
      <Countdown sentAt={sentAt} onResend={onResend} disabled={busy} />
      <PendingButton type="submit" variant="contained" size="large" pending={busy}>
        ورود
      </PendingButton>
      <Button variant="text" onClick={onEditMobile}>
        ویرایش شماره موبایل
      </Button>
    </form>
  );
}
