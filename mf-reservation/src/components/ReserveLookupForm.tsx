// The check-reservation form: reserve id and the booker's mobile, checked with shared-contracts' schema (Persian
// or Arabic digits welcome, the same Persian messages booking-api would give).
import Box from '@mui/material/Box';
import { type ReserveLookup, reserveLookupSchema } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormMobileField, FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { VOUCHER_TEXTS as T } from '../voucher-texts';

interface Props {
  defaultValues?: Partial<ReserveLookup>;
  busy: boolean;
  onLookup(lookup: ReserveLookup): void;
}

export function ReserveLookupForm({ defaultValues, busy, onLookup }: Props) {
  const form = useZodForm(reserveLookupSchema, {
    defaultValues: { reserveId: '', mobile: '', ...defaultValues },
  });
  return (
    <Box
      component="form"
      aria-label={T.lookupForm}
      noValidate
      onSubmit={form.handleSubmit(onLookup)}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <FormTextField
        control={form.control}
        name="reserveId"
        label={T.reserveId}
        inputMode="numeric"
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
      />
      <FormMobileField control={form.control} name="mobile" label={T.mobile} />
      <PendingButton type="submit" variant="contained" size="large" pending={busy} sx={{ minHeight: 56 }}>
        {busy ? T.lookingUp : T.lookUp}
      </PendingButton>
    </Box>
  );
}
