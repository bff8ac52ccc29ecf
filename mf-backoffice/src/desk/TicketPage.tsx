// /backoffice/tickets/:id: a ticket as the desk reads it: the traveller, the booking it is about, who handles it,
// the thread (read again every 30 s), a reply (the traveller is told by SMS) and close / reopen. A reply typed
// while the traveller closed the ticket (seen on the next read, or when the reply is refused) is kept, and is back
// in the box once the ticket is reopened.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import {
  LoadState,
  TICKET_DEPARTMENT_NAMES,
  TicketReplyForm,
  TicketStatusChip,
  TicketThread,
} from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDeskTicket } from './api/get-desk-ticket';
import { useTicketAction } from './api/ticket-action';
import { TicketAssignment } from './components/TicketAssignment';
import { TicketStateButton } from './components/TicketStateButton';
import { travellerName } from './components/traveller-name';

const BACK = (
  <Link component={RouterLink} to="/backoffice/tickets" underline="hover">
    بازگشت به تیکت‌ها
  </Link>
);

export default function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useDeskTicket(id);
  // A refusal (mostly: closed meanwhile by the traveller) reads the ticket again, as it is now.
  const reply = useTicketAction(Number(id), 'messages', { rereadOnRefusal: true });
  // What the reply box holds, kept while the ticket is closed.
  const [unsent, setUnsent] = useState('');
  const data = ticket.data;
  if (!data) {
    if (ticket.error?.status === 404)
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">تیکت مورد نظر پیدا نشد.</Alert>
          {BACK}
        </Box>
      );
    return <LoadState error={ticket.error} onRetry={() => void ticket.refetch()} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {BACK}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {data.subject}
        </Typography>
        <TicketStatusChip status={data.status} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
        <Typography variant="body2">
          مسافر: <bdi>{travellerName(data.traveller)}</bdi>، بخش {TICKET_DEPARTMENT_NAMES[data.department]}،
          ثبت {formatMoment(data.createdAt)}
          {data.reserveId && (
            <>
              {'، رزرو '}
              <Link component={RouterLink} to={`/backoffice/bookings/${data.reserveId}`}>
                {toPersianDigits(data.reserveId)}
              </Link>
            </>
          )}
        </Typography>
        <TicketAssignment ticket={data} />
      </Paper>
      <TicketThread messages={data.messages} reader="support" />
      {data.status === 'closed' ? (
        <>
          <Alert severity="info">این تیکت بسته است و پاسخ تازه نمی‌پذیرد مگر پس از «بازگشایی تیکت».</Alert>
          {unsent.trim() !== '' && (
            <Alert severity="warning">
              پاسخی که نوشته بودید فرستاده نشد. متن آن نگه داشته شده است و با «بازگشایی تیکت» دوباره در کادر
              پاسخ می‌آید.
            </Alert>
          )}
        </>
      ) : (
        <TicketReplyForm
          send={(body) => reply.mutateAsync(body)}
          pending={reply.isPending}
          label="پاسخ پشتیبانی"
          onDraft={setUnsent}
          defaultMessage={unsent}
        />
      )}
      <Box>
        <TicketStateButton ticket={data} />
      </Box>
    </Box>
  );
}
