// Closing an open ticket (after confirming: a closed ticket takes no more messages) or reopening a closed one.
import Button from '@mui/material/Button';
import type { StaffTicket } from '@rahi/shared-contracts/api';
import { ConfirmDialog, PendingButton } from '@rahi/shared-ui/components';
import { useState } from 'react';
import { useTicketAction } from '../api/ticket-action';

export function TicketStateButton({ ticket }: { ticket: StaffTicket }) {
  const [asking, setAsking] = useState(false);
  const close = useTicketAction(ticket.id, 'close');
  const reopen = useTicketAction(ticket.id, 'reopen');
  if (ticket.status === 'closed')
    return (
      <PendingButton variant="outlined" pending={reopen.isPending} onClick={() => reopen.mutate(undefined)}>
        بازگشایی تیکت
      </PendingButton>
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
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      >
        پس از بستن، مسافر پیام تازه‌ای در این تیکت نمی‌فرستد. در صورت نیاز می‌توانید آن را دوباره باز کنید.
      </ConfirmDialog>
    </>
  );
}
