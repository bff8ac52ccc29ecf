// GET /tickets: the first page of the traveller's support tickets, for the ones still open on the profile's home.
import type { TicketList } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export function useOpenTickets() {
  const query = useSessionQuery<TicketList>('/tickets');
  const open = query.data?.items.filter((ticket) => ticket.status !== 'closed');
  return { ...query, open };
}
