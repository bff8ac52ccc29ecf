// A reply typed under a ticket that was closed before it was sent (by support, in another tab, or with its own
// close button: the text names no one): the thread read again shows the ticket closed and offers no reply box, so
// the text is shown here instead of being lost, with a way to send it as a new ticket (the same subject, department
// and booking). A keyboard user typing in the box that went away lands here, not at the top of the page.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Ticket } from '@rahi/shared-contracts/api';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TicketDraft } from './NewTicketForm';

export function UnsentReply({ ticket, text }: { ticket: Ticket; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  const ticketDraft: TicketDraft = {
    subject: ticket.subject,
    department: ticket.department,
    reserveId: ticket.reserveId ?? undefined,
    message: text,
  };
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="warning"
      sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1, minWidth: 0, flex: 1 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>پاسخ شما فرستاده نشد</AlertTitle>
      این تیکت بسته شد. متنی که نوشتید اینجا مانده است تا آن را در تیکت جدیدی بفرستید.
      <Box
        component="blockquote"
        aria-label="متن فرستاده‌نشده"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
      <Box>
        <Button component={RouterLink} to="/profile/ticket" state={{ ticketDraft }} variant="contained">
          فرستادن در تیکت جدید
        </Button>
      </Box>
    </Alert>
  );
}
