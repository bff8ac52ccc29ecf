// POST /tickets/:id/messages: the traveller's reply; the ticket becomes open again (waiting for support). A refusal
// reads the ticket again too: it mostly means the ticket was closed meanwhile (by support, or in another tab), and
// the page should show it as it is now.
import type { Ticket, TicketReplyBody } from '@rahi/shared-contracts/api';
import { invalidateApiReads, useApiMutation, useQueryClient } from '@rahi/shared-ui/query';

const CHANGED = ['/tickets'];

export function useReplyToTicket(id: number) {
  const client = useQueryClient();
  const mutation = useApiMutation<TicketReplyBody, Ticket>({
    endPoint: `/tickets/${id}/messages`,
    invalidates: CHANGED,
  });
  return {
    ...mutation,
    reply: (body: TicketReplyBody) =>
      mutation.mutateAsync(body).catch((error: unknown) => {
        void invalidateApiReads(client, CHANGED);
        throw error;
      }),
  };
}
