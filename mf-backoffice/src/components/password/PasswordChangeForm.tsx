// The current (or one-time) password and a new one of at least 12 characters, typed twice. booking-api checks the
// current one and refuses a new one equal to it; its Persian refusal shows under the form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { staffPasswordFormSchema } from '@rahi/shared-contracts/api';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { ApiError } from '@rahi/shared-ui/query';
import { useChangePassword } from '../../api/change-password';

export function PasswordChangeForm({ oneTime, onChanged }: { oneTime: boolean; onChanged?: () => void }) {
  const form = useZodForm(staffPasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });
  const change = useChangePassword();
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch {
      return;
    }
    form.reset();
    onChanged?.();
  });
  const ltr = { htmlInput: { dir: 'ltr' } } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      <FormTextField
        control={form.control}
        name="currentPassword"
        label={oneTime ? 'رمز عبور یک‌بار مصرف' : 'رمز عبور فعلی'}
        type="password"
        autoComplete="current-password"
        slotProps={ltr}
        required
      />
      <FormTextField
        control={form.control}
        name="newPassword"
        label="رمز عبور جدید"
        type="password"
        autoComplete="new-password"
        helperText={STAFF_MESSAGES.passwordTooShort}
        slotProps={ltr}
        required
      />
      <FormTextField
        control={form.control}
        name="repeat"
        label="تکرار رمز عبور جدید"
        type="password"
        autoComplete="new-password"
        slotProps={ltr}
        required
      />
      <Box aria-live="polite">
        {change.error instanceof ApiError && change.error.errors.length > 0 && (
          <Alert severity="error">{change.error.errors.join(' ')}</Alert>
        )}
      </Box>
      <PendingButton
        type="submit"
        variant="contained"
        pending={change.isPending}
        sx={{ justifySelf: 'start' }}
      >
        ذخیره رمز عبور
      </PendingButton>
    </Box>
  );
}
