// Step one: the mobile number, then a code by SMS; or the way to the password login.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PendingButton } from '@rahi/shared-ui/components';
import type { FormEvent } from 'react';
import { LoginField } from './LoginField';

export interface MobileStepProps {
  mobile: string;
  onMobileChange: (value: string) => void;
  onSubmit: () => void;
  onUsePassword: () => void;
  busy: boolean;
}

export function MobileStep({ mobile, onMobileChange, onSubmit, onUsePassword, busy }: MobileStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-mobile-title" className="login-step">
      <Typography id="login-mobile-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        ورود یا ثبت‌نام
      </Typography>
      <Typography color="text.secondary">برای ورود یا ساخت حساب، شماره موبایل خود را وارد کنید.</Typography>
      <MobileField value={mobile} onChange={onMobileChange} autoFocus />
      <PendingButton type="submit" variant="contained" size="large" pending={busy}>
        دریافت کد تایید
      </PendingButton>
      <Button variant="text" onClick={onUsePassword}>
        ورود با رمز عبور
      </Button>
    </form>
  );
}

/** The mobile input every step uses: phone keypad, Persian digits welcome, typed left to right. */
export function MobileField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <LoginField
      label="شماره موبایل"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="۰۹۱۲۳۴۵۶۷۸۹"
      value={value}
      onChange={onChange}
      autoFocus={autoFocus}
      maxLength={20}
    />
  );
}
