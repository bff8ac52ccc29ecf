// /profile/ticket: the traveller's support tickets (open, answered, closed), the latest changed first, 20 a
// page, filtered by status through the address; and a new ticket, optionally about one of their bookings
// (/profile/ticket?reserveId=… opens the form with that booking chosen; a reply a closed ticket refused opens it
// filled in, through the router state `ticketDraft`). The gateway draws it on the server for the
// token's traveller (server/); the first browser render takes that list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { TICKET_STATUSES, type TicketStatus } from '@rahi/shared-contracts/api';
import { FilterChips, ListPagination, LoadState, TICKET_STATUS_NAMES } from '@rahi/shared-ui/components';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { TICKETS_PAGE_SIZE, useTickets } from '../api/get-tickets';
import { type ListQuery, listSearch, readListQuery } from '../components/list-query';
import { PageCard } from '../components/PageCard';
import { NewTicketForm, type TicketDraft } from '../components/tickets/NewTicketForm';
import { TravellerTicketCard } from '../components/tickets/TicketCard';
import { profilePage } from './profile-page';

const STATUS_OPTIONS = TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_NAMES[value] }));

const reserveIdOf = (search: URLSearchParams) => {
  const reserveId = search.get('reserveId') ?? '';
  return /^\d{6,10}$/.test(reserveId) ? reserveId : undefined;
};

function TicketsPage() {
  const [search, setSearch] = useSearchParams();
  const { status, page } = readListQuery(search, TICKET_STATUSES);
  const reserveId = reserveIdOf(search);
  const draft = (useLocation().state as { ticketDraft?: TicketDraft } | null)?.ticketDraft;
  const [writing, setWriting] = useState(reserveId !== undefined || draft !== undefined);
  const tickets = useTickets(status, page);
  const show = (next: ListQuery<TicketStatus>) => setSearch(listSearch(next));

  const list = tickets.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageCard>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
            تیکت‌های پشتیبانی
          </Typography>
          {!writing && (
            <Button variant="contained" onClick={() => setWriting(true)}>
              تیکت جدید
            </Button>
          )}
        </Box>
        {writing && (
          <Box
            component="section"
            aria-labelledby="new-ticket-title"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
          >
            <Typography id="new-ticket-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              تیکت جدید
            </Typography>
            <NewTicketForm reserveId={reserveId} draft={draft} onCancel={() => setWriting(false)} />
          </Box>
        )}
      </PageCard>
      <PageCard component="section" aria-label="فهرست تیکت‌ها">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <FilterChips
            label="وضعیت تیکت"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(next) => show({ status: next, page: 1 })}
          />
          {list && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ flexShrink: 0 }}>
              {toPersianDigits(list.total)} تیکت
            </Typography>
          )}
        </Box>
        {!list ? (
          <LoadState error={tickets.error} onRetry={() => void tickets.refetch()} />
        ) : list.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {status ? 'تیکتی با این وضعیت ندارید.' : 'هنوز تیکتی ثبت نکرده‌اید.'}
          </Typography>
        ) : (
          <Box
            sx={{ display: 'grid', gap: 1.5, opacity: tickets.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={tickets.isPlaceholderData}
          >
            {list.items.map((ticket) => (
              <TravellerTicketCard key={ticket.id} ticket={ticket} />
            ))}
          </Box>
        )}
        {list && (
          <ListPagination
            total={list.total}
            pageSize={TICKETS_PAGE_SIZE}
            page={page}
            onChange={(next) => show({ status, page: next })}
          />
        )}
      </PageCard>
    </Box>
  );
}

export default profilePage('./TicketsPage', TicketsPage);
