// POST /tickets/:id/close: closes the ticket; it takes no more messages.
import type { Ticket } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export const useCloseTicket = (id: number) =>
  useApiMutation<void, Ticket>({ endPoint: `/tickets/${id}/close`, invalidates: ['/tickets'] });
