// Sets a first password (for logging in without an SMS code) or changes it with the current one. Checked with
// the schema booking-api uses (passwordChangeBodySchema: at least 8 characters, the repeat the same).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { passwordChangeBodySchema } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { useChangePassword } from '../../api/change-password';
import { logOutWhenRevoked } from '../../api/session-query';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useZodForm(passwordChangeBodySchema, { defaultValues: EMPTY });
  const change = useChangePassword();
  const submit = form.handleSubmit((body) =>
    change.mutateAsync(hasPassword ? body : { ...body, current_password: undefined }).then(
      () => form.reset(EMPTY),
      (error: unknown) => {
        logOutWhenRevoked(error);
      },
    ),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={hasPassword ? 'تغییر رمز عبور' : 'تعیین رمز عبور'}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {!hasPassword && (
        <Alert severity="info" sx={{ gridColumn: { sm: '1 / -1' } }}>
          با تعیین رمز عبور می‌توانید بدون کد پیامکی هم وارد شوید.
        </Alert>
      )}
      {hasPassword && (
        <FormTextField
          control={form.control}
          name="current_password"
          label="رمز عبور فعلی"
          type="password"
          autoComplete="current-password"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      )}
      <FormTextField
        control={form.control}
        name="password"
        label="رمز عبور جدید"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="password_confirmation"
        label="تکرار رمز عبور جدید"
        type="password"
        autoComplete="new-password"
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <PendingButton type="submit" variant="outlined" size="large" pending={change.isPending}>
          {hasPassword ? 'تغییر رمز عبور' : 'تعیین رمز عبور'}
        </PendingButton>
      </Box>
    </Box>
  );
}
