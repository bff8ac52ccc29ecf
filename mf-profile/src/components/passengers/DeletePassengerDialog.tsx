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

export function DeletePassengerDialog({ passenger, onClose }: { passenger: Passenger; onClose: () => void }) {
  const remove = useDeletePassenger();
  const confirm = () =>
    remove.mutateAsync({ id: passenger.id }).then(onClose, (error: unknown) => logOutWhenRevoked(error));
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
