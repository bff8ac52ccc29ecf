// /profile/ticket/:id: a ticket's thread with the traveller's and support's messages, a reply and closing it.
// Another traveller's ticket, or a missing one, answers 404: the page says it was not found. A ticket closed while
// the traveller was writing (seen on the next read, or when the reply is refused) keeps their text (UnsentReply).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PROFILE_MESSAGES, toPersianDigits } from '@rahi/shared-contracts';
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
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { logOutWhenRevoked } from '../api/session-query';
import { PageCard } from '../components/PageCard';
import { CloseTicketButton } from '../components/tickets/CloseTicketButton';
import { UnsentReply } from '../components/tickets/UnsentReply';
import { profilePage } from './profile-page';

const BACK = (
  <Link component={RouterLink} to="/profile/ticket" underline="hover">
    بازگشت به فهرست تیکت‌ها
  </Link>
);

function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const reply = useReplyToTicket(Number(id));
  // What the reply box holds: kept when the box goes away because the ticket was closed meanwhile.
  const [unsent, setUnsent] = useState('');
  const data = ticket.data;

  if (!data) {
    if (ticket.error?.status === 404)
      return (
        <PageCard>
          <Alert severity="warning">{PROFILE_MESSAGES.ticketNotFound}</Alert>
          {BACK}
        </PageCard>
      );
    return <LoadState error={ticket.error} onRetry={() => void ticket.refetch()} />;
  }
  const facts = [
    `بخش ${TICKET_DEPARTMENT_NAMES[data.department]}`,
    data.reserveId ? `رزرو ${toPersianDigits(data.reserveId)}` : null,
    `ثبت ${formatMoment(data.createdAt)}`,
  ].filter((fact) => fact !== null);

  return (
    <PageCard>
      {BACK}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {data.subject}
        </Typography>
        <TicketStatusChip status={data.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {facts.join('، ')}
      </Typography>
      <TicketThread messages={data.messages} />
      {data.status === 'closed' ? (
        <>
          <Alert severity="info">این تیکت بسته شده است و پیام تازه نمی‌پذیرد.</Alert>
          {unsent.trim() !== '' && <UnsentReply ticket={data} text={unsent.trim()} />}
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <TicketReplyForm
            send={(body) =>
              reply.mutateAsync(body).catch((error: unknown) => {
                logOutWhenRevoked(error);
                throw error;
              })
            }
            pending={reply.isPending}
            onDraft={setUnsent}
          />
          <Box>
            <CloseTicketButton ticketId={data.id} />
          </Box>
        </Box>
      )}
    </PageCard>
  );
}

export default profilePage('./TicketPage', TicketPage);
