// Forgot password (product §4): step 1 asks for a reset code by SMS; step 2 takes the code and the new password
// twice. A successful reset clears the form.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toAsciiDigits, toPersianDigits } from '@rahi/shared-contracts';
import { Ltr, PendingButton } from '@rahi/shared-ui/components';
import { type FormEvent, useState } from 'react';
import { Countdown } from './Countdown';
import { LoginField } from './LoginField';
import { MobileField } from './MobileStep';
import { CODE_LENGTH } from './OtpStep';

export interface ResetFields {
  code: string;
  password: string;
  passwordConfirmation: string;
}

export interface ForgotStepProps {
  step: 1 | 2;
  mobile: string;
  onMobileChange: (value: string) => void;
  sentAt: number | null;
  onRequestCode: () => void;
  onReset: (fields: ResetFields) => void;
  onBack: () => void;
  busy: boolean;
}

export function ForgotStep(props: ForgotStepProps) {
  const { step, mobile, onMobileChange, onRequestCode, onBack, busy } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRequestCode();
  };
  if (step === 2) return <ResetForm {...props} />;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-forgot-title" className="login-step">
      <Typography id="login-forgot-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        بازیابی رمز عبور
      </Typography>
      <Typography color="text.secondary">کد بازیابی به شماره موبایل شما پیامک می‌شود.</Typography>
      <MobileField value={mobile} onChange={onMobileChange} autoFocus />
      <PendingButton type="submit" variant="contained" size="large" pending={busy}>
        ارسال کد بازیابی
      </PendingButton>
      <Button variant="text" onClick={onBack}>
        بازگشت به ورود
      </Button>
    </form>
  );
}

function ResetForm({ mobile, sentAt, onRequestCode, onReset, onBack, busy }: ForgotStepProps) {
  const [fields, setFields] = useState<ResetFields>({ code: '', password: '', passwordConfirmation: '' });
  const set = (name: keyof ResetFields) => (value: string) =>
    setFields((current) => ({
      ...current,
      [name]: name === 'code' ? toAsciiDigits(value).replace(/\D/g, '').slice(0, CODE_LENGTH) : value,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReset(fields);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-reset-title" className="login-step">
      <Typography id="login-reset-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        تعیین رمز عبور جدید
      </Typography>
      <Typography color="text.secondary">
        کد بازیابی پیامک‌شده به <Ltr>{toPersianDigits(mobile)}</Ltr> و رمز عبور جدید را وارد کنید.
      </Typography>
      <LoginField
        label="کد بازیابی"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={toPersianDigits(fields.code)}
        onChange={set('code')}
        autoFocus
        maxLength={CODE_LENGTH}
      />
      <LoginField
        label="رمز عبور جدید"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
      />
      <LoginField
        label="تکرار رمز عبور جدید"
        type="password"
        autoComplete="new-password"
        value={fields.passwordConfirmation}
        onChange={set('passwordConfirmation')}
      />
      <Countdown sentAt={sentAt} onResend={onRequestCode} disabled={busy} />
      <PendingButton type="submit" variant="contained" size="large" pending={busy}>
        تغییر رمز عبور
      </PendingButton>
      <Button variant="text" onClick={onBack}>
        بازگشت به ورود
      </Button>
    </form>
  );
}
