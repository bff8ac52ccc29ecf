// Deleting a saved passenger, after the traveller confirms.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Passenger } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
import { useDeletePassenger } from '../../api/delete-passenger';
import { logOutWhenRevoked } from '../../api/session-query';

export interface DeletePassengerDialogProps {
  passenger: Passenger;
  onClose: () => void;
  /** Deleted (the dialog then closes): the list puts the focus where the passenger was. */
  onDeleted: () => void;
}

export function DeletePassengerDialog({ passenger, onClose, onDeleted }: DeletePassengerDialogProps) {
  const remove = useDeletePassenger();
  const confirm = () =>
    remove.mutateAsync({ id: passenger.id }).then(
      () => {
        onDeleted();
        onClose();
      },
      (error: unknown) => logOutWhenRevoked(error),
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-passenger-title">
      <DialogTitle id="delete-passenger-title">حذف مسافر</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <bdi>{`${passenger.firstName} ${passenger.lastName}`}</bdi> از مسافران قبلی شما حذف شود؟
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>انصراف</Button>
        <PendingButton variant="contained" color="error" onClick={confirm} pending={remove.isPending}>
          حذف
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
