// Closing a ticket, after the traveller confirms: a closed ticket takes no more messages.
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@rahi/shared-ui/components';
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
      <ConfirmDialog
        open={asking}
        title="بستن تیکت"
        confirmLabel="بستن تیکت"
        pending={close.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        پس از بستن، پیام تازه‌ای در این تیکت ثبت نمی‌شود. برای پرسش تازه می‌توانید تیکت جدیدی باز کنید.
      </ConfirmDialog>
    </>
  );
}
