// POST /tickets/:id/messages: the traveller's reply; the ticket becomes open again (waiting for support).
import type { Ticket, TicketReplyBody } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export const useReplyToTicket = (id: number) =>
  useApiMutation<TicketReplyBody, Ticket>({ endPoint: `/tickets/${id}/messages`, invalidates: ['/tickets'] });
