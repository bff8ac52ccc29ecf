// Adding or editing a saved passenger, in a dialog (full screen on a phone): the reservation page's person
// fields (shared-ui's PersonFields, shared-contracts' passengerFormSchema) and an optional Jalali birth date.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type Passenger,
  passengerBodyOf,
  passengerFormOf,
  passengerFormSchema,
} from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormTextField, PersonFields, useZodForm } from '@rahi/shared-ui/form';
import { useSavePassenger } from '../../api/save-passenger';
import { logOutWhenRevoked } from '../../api/session-query';

interface Props {
  /** The passenger to edit; absent: a new one. */
  passenger?: Passenger;
  onClose: () => void;
}

export function PassengerDialog({ passenger, onClose }: Props) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const save = useSavePassenger(passenger?.id);
  const form = useZodForm(passengerFormSchema, { defaultValues: passengerFormOf(passenger) });
  const submit = form.handleSubmit((values) =>
    save.mutateAsync(passengerBodyOf(values)).then(onClose, (error: unknown) => logOutWhenRevoked(error)),
  );
  const title = passenger ? 'ویرایش مسافر' : 'افزودن مسافر';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="passenger-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="passenger-title">{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <PersonFields control={form.control}>
            <FormTextField
              control={form.control}
              name="birthDate"
              label="تاریخ تولد (اختیاری)"
              placeholder="۱۳۷۰/۰۱/۳۱"
              inputMode="numeric"
              helperText="به تاریخ شمسی: سال/ماه/روز"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </PersonFields>
          {save.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {save.error.errors.join(' ')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <PendingButton type="submit" variant="contained" pending={save.isPending}>
            {save.isPending ? 'در حال ذخیره…' : 'ذخیره'}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
