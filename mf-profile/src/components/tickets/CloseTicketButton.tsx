// Closing a ticket, after the traveller confirms: a closed ticket takes no more messages.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useCloseTicket } from '../../api/close-ticket';
import { logOutWhenRevoked } from '../../api/session-query';

export function CloseTicketButton({ ticketId }: { ticketId: number }) {
  const [asking, setAsking] = useState(false);
  const close = useCloseTicket(ticketId);
  const confirm = () =>
    close.mutateAsync(undefined).then(
      () => setAsking(false),
      (error: unknown) => logOutWhenRevoked(error),
    );
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={() => setAsking(true)}>
        بستن تیکت
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="close-ticket-title">
        <DialogTitle id="close-ticket-title">بستن تیکت</DialogTitle>
        <DialogContent>
          <DialogContentText>
            پس از بستن، پیام تازه‌ای در این تیکت ثبت نمی‌شود. برای پرسش تازه می‌توانید تیکت جدیدی باز کنید.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>انصراف</Button>
          <Button variant="contained" onClick={confirm} disabled={close.isPending}>
            بستن تیکت
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
