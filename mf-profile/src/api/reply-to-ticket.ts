// POST /tickets/:id/messages: the traveller's reply; the ticket becomes open again (waiting for support). A refusal
// reads the ticket again too: it mostly means the ticket was closed meanwhile (by support, or in another tab), and
// the page should show it as it is now.
import type { Ticket, TicketReplyBody } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export const useReplyToTicket = (id: number) =>
  useApiMutation<TicketReplyBody, Ticket>({
    endPoint: `/tickets/${id}/messages`,
    invalidates: ['/tickets'],
    rereadOnRefusal: true,
  });
