// POST /tickets: opens a ticket with its first message, optionally about one of the traveller's bookings.
import type { CreateTicketBody, Ticket } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export const useOpenTicket = () =>
  useApiMutation<CreateTicketBody, Ticket>({ endPoint: '/tickets', invalidates: ['/tickets'] });
