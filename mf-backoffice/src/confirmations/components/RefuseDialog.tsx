// Refusing a paid booking: the reason is required (3 to 500 letters, booking-api's own check) and the dialog
// says what follows: the traveller gets the whole amount back at once and is told by SMS.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import {
  type HotelConfirmation,
  type HotelDecisionBody,
  hotelDecisionBodySchema,
} from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { useHotelDecision } from '../api/decide-booking';

export function RefuseDialog({ booking, onClose }: { booking: HotelConfirmation; onClose: () => void }) {
  const decide = useHotelDecision(booking.reserveId);
  const form = useZodForm(hotelDecisionBodySchema, {
    defaultValues: { decision: 'refuse', reason: '' } as HotelDecisionBody,
  });
  const submit = form.handleSubmit((body) => decide.mutate(body, { onSuccess: onClose }));
  const titleId = `refuse-${booking.reserveId}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>رد رزرو {toPersianDigits(booking.reserveId)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            با رد رزرو، {tomanOf(booking.toPay)} همان لحظه به مسافر بازگردانده می‌شود و با پیامک به او خبر
            می‌دهیم.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label="دلیل رد"
            multiline
            minRows={3}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <PendingButton type="submit" variant="contained" color="error" pending={decide.isPending}>
            {decide.isPending ? 'در حال ثبت…' : 'رد رزرو'}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
