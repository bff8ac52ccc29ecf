// The one login component, exposed as mf_profile/LoginForm: the shell's login modal and the
// /auth/login page both render it. Steps: mobile → SMS code (120 s countdown, resend), password login, forgot
// password 1 → 2 → reset. Success emits auth/logged-in on the bus; the shell keeps the session from there.
// The bot-check and push tokens come from the shell through getLoginHelpers(), null when it has none.
import Box from '@mui/material/Box';
import { getLoginHelpers, MESSAGES, normalizeMobile } from '@rahi/shared-contracts';
import { CaptchaNotice } from '@rahi/shared-ui/form';
import { useRef, useState } from 'react';
import type { AuthCallResult } from '../../api/auth-call';
import { logInWithCode, logInWithPassword } from '../../api/log-in';
import { requestLoginCode } from '../../api/request-code';
import { requestResetCode } from '../../api/request-reset-code';
import { resetPassword } from '../../api/reset-password';
import { ErrorList } from './ErrorList';
import { ForgotStep, type ResetFields } from './ForgotStep';
import { MobileStep } from './MobileStep';
import { OtpStep } from './OtpStep';
import { PasswordStep } from './PasswordStep';

type Step = 'mobile' | 'otp' | 'password' | 'forgot';

export default function LoginForm() {
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  /** The OTP-sent flag and the countdown's start (product §3), in one: null until a code is sent. */
  const [otpSentAt, setOtpSentAt] = useState<number | null>(null);
  const [forgotStep, setForgotStep] = useState<1 | 2>(1);
  const [resetSentAt, setResetSentAt] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const pushToken = useRef<Promise<string | null> | null>(null);

  /** Asked once, early (registering a service worker may take seconds), awaited when logging in. */
  const fcmToken = () => {
    pushToken.current ??= getLoginHelpers()
      .pushToken()
      .catch(() => null);
    return pushToken.current;
  };

  const go = (next: Step) => {
    setErrors([]);
    setStep(next);
  };

  /** Errors are said once, in the list under the form; a toast would repeat them over the dialog. */
  const fail = (found: string[]) => setErrors(found);

  /** The typed number in its stored form, or the error shown when it is not a mobile number. */
  const checkedMobile = (): string | null => {
    const normalized = normalizeMobile(mobile);
    if (normalized === null) fail([MESSAGES.authInvalidMobile]);
    return normalized;
  };

  const run = async <T,>(work: () => Promise<AuthCallResult<T>>, onSuccess?: (data: T) => void) => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const result = await work();
      if (result.ok) onSuccess?.(result.data);
      else setErrors(result.errors);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    const number = checkedMobile();
    if (!number) return;
    run(
      () => requestLoginCode(number),
      () => {
        setMobile(number);
        setOtpSentAt(Date.now());
        setStep('otp');
        fcmToken();
      },
    );
  };

  const confirmCode = (code: string) => {
    const number = checkedMobile();
    if (!number) return;
    if (code.length !== 5) return fail([MESSAGES.authInvalidCode]);
    run(async () => logInWithCode(number, code, await fcmToken()));
  };

  const logInByPassword = (password: string) => {
    const number = checkedMobile();
    if (!number) return;
    if (!password) return fail([MESSAGES.authPasswordRequired]);
    run(async () => logInWithPassword(number, password, await fcmToken()));
  };

  const sendResetCode = () => {
    const number = checkedMobile();
    if (!number) return;
    run(
      () => requestResetCode(number),
      () => {
        setMobile(number);
        setResetSentAt(Date.now());
        setForgotStep(2);
      },
    );
  };

  const reset = (fields: ResetFields) => {
    const number = checkedMobile();
    if (!number) return;
    run(
      () =>
        resetPassword({
          mobile: number,
          token: fields.code,
          password: fields.password,
          password_confirmation: fields.passwordConfirmation,
        }),
      () => {
        // A successful reset clears the form (product §4) and leads back to the password login.
        setMobile('');
        setForgotStep(1);
        setResetSentAt(null);
        setStep('password');
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, '& .login-step': { display: 'grid', gap: 2 } }}>
      {step === 'mobile' && (
        <MobileStep
          mobile={mobile}
          onMobileChange={setMobile}
          onSubmit={sendCode}
          onUsePassword={() => go('password')}
          busy={busy}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          mobile={mobile}
          sentAt={otpSentAt}
          onSubmit={confirmCode}
          onResend={sendCode}
          onEditMobile={() => {
            setOtpSentAt(null);
            go('mobile');
          }}
          busy={busy}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          mobile={mobile}
          onMobileChange={setMobile}
          onSubmit={logInByPassword}
          onForgot={() => {
            setForgotStep(1);
            go('forgot');
          }}
          onUseCode={() => go('mobile')}
          busy={busy}
        />
      )}
      {step === 'forgot' && (
        <ForgotStep
          step={forgotStep}
          mobile={mobile}
          onMobileChange={setMobile}
          sentAt={resetSentAt}
          onRequestCode={sendResetCode}
          onReset={reset}
          onBack={() => {
            setForgotStep(1);
            setResetSentAt(null);
            go('password');
          }}
          busy={busy}
        />
      )}
      <ErrorList errors={errors} />
      <CaptchaNotice />
    </Box>
  );
}
