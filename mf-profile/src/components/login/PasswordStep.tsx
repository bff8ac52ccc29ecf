// Login with a password set earlier through the forgot-password steps.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PendingButton } from '@rahi/shared-ui/components';
import { type FormEvent, useState } from 'react';
import { LoginField } from './LoginField';
import { MobileField } from './MobileStep';

export interface PasswordStepProps {
  mobile: string;
  onMobileChange: (value: string) => void;
  onSubmit: (password: string) => void;
  onForgot: () => void;
  onUseCode: () => void;
  busy: boolean;
}

export function PasswordStep({
  mobile,
  onMobileChange,
  onSubmit,
  onForgot,
  onUseCode,
  busy,
}: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-password-title" className="login-step">
      <Typography id="login-password-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        ورود با رمز عبور
      </Typography>
      <MobileField value={mobile} onChange={onMobileChange} autoFocus />
      <LoginField
        label="رمز عبور"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <PendingButton type="submit" variant="contained" size="large" pending={busy}>
        ورود
      </PendingButton>
      <Button variant="text" onClick={onForgot}>
        رمز عبور را فراموش کرده‌ام
      </Button>
      <Button variant="text" onClick={onUseCode}>
        ورود با کد یک‌بار مصرف
      </Button>
    </form>
  );
}
