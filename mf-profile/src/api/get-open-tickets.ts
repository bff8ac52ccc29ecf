// GET /tickets: the first page of the traveller's support tickets, for the ones still open on the profile's home.
import type { TicketList } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

/** Every ticket's first page (the same read as /profile/ticket's unfiltered list). */
export const OPEN_TICKETS_PATH = '/tickets';

export function useOpenTickets() {
  const query = useSessionQuery<TicketList>(OPEN_TICKETS_PATH);
  const open = query.data?.items.filter((ticket) => ticket.status !== 'closed');
  return { ...query, open };
}
