// The withdrawal request: an amount in Toman (at most the balance) and the Sheba of the traveller's account,
// checked here with the schema booking-api uses (IR and 24 digits, mod-97 check digits). The amount leaves
// the balance at once; support pays it to the account later.
import Box from '@mui/material/Box';
import { withdrawalCeiling } from '@rahi/shared-contracts';
import { withdrawalFormSchema } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { useRequestWithdrawal } from '../../api/request-withdrawal';
import { logOutWhenRevoked } from '../../api/session-query';

const EMPTY = { amount: '', sheba: '' };

export function WithdrawalForm({ balance }: { balance: number }) {
  const form = useZodForm(withdrawalFormSchema(balance), { defaultValues: EMPTY });
  const request = useRequestWithdrawal();
  const submit = form.handleSubmit((body) =>
    request.mutateAsync(body).then(
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
      aria-label="درخواست برداشت از کیف پول"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.6fr) auto' },
        alignItems: 'start',
      }}
    >
      <FormTextField
        control={form.control}
        name="amount"
        label="مبلغ (تومان)"
        inputMode="numeric"
        autoComplete="off"
        helperText={withdrawalCeiling(balance)}
      />
      <FormTextField
        control={form.control}
        name="sheba"
        label="شماره شبا"
        placeholder="IR000000000000000000000000"
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <PendingButton
        type="submit"
        variant="contained"
        size="large"
        disabled={balance <= 0}
        pending={request.isPending}
        sx={{ mt: { md: 0.5 } }}
      >
        ثبت درخواست برداشت
      </PendingButton>
    </Box>
  );
}
