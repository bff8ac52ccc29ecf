// Email, password and the authenticator's 6-digit code (Persian or Latin digits), checked with the schema
// booking-api checks with. A refused sign-in (wrong details, a locked account with its Tehran time) is shown in
// Persian under the form, in a region screen readers announce.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type StaffSignInBody, staffSignInBodySchema } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { ApiError } from '@rahi/shared-ui/query';
import { useSignIn } from '../../api/sign-in';

const SIGN_IN_FAILED = 'ورود انجام نشد؛ دوباره تلاش کنید.';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(staffSignInBodySchema, { defaultValues: { email: '', password: '', totp: '' } });
  const signIn = useSignIn();
  const errors =
    signIn.error instanceof ApiError && signIn.error.errors.length > 0 ? signIn.error.errors : null;

  const submit = form.handleSubmit(async (values: StaffSignInBody) => {
    try {
      await signIn.signIn(values);
    } catch {
      form.resetField('totp');
      return;
    }
    onSignedIn();
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormTextField
        control={form.control}
        name="email"
        label="ایمیل"
        type="email"
        autoComplete="username"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label="رمز عبور"
        type="password"
        autoComplete="current-password"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        required
      />
      <FormTextField
        control={form.control}
        name="totp"
        label="کد ۶ رقمی برنامه تأیید"
        inputMode="numeric"
        autoComplete="one-time-code"
        helperText="کد را از برنامه تأیید (مانند Google Authenticator) بخوانید."
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
        required
      />
      <Box aria-live="polite">
        {signIn.error && <Alert severity="error">{errors ? errors.join(' ') : SIGN_IN_FAILED}</Alert>}
      </Box>
      <PendingButton type="submit" variant="contained" size="large" pending={signIn.isPending}>
        {signIn.isPending ? 'در حال ورود…' : 'ورود'}
      </PendingButton>
    </Box>
  );
}
