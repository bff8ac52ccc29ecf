// GET /tickets: a page of the traveller's support tickets, the latest changed first, optionally by status.
import type { TicketList, TicketStatus } from '@rahi/shared-contracts/api';
import { listPath } from '../components/list-query';
import { useSessionQuery } from './session-query';

/** booking-api's page size for tickets. */
export const TICKETS_PAGE_SIZE = 20;

/** `initialData`: the server's list for the same path (the page hydrating the server's markup). */
export const useTickets = (status: TicketStatus | null, page: number, initialData?: TicketList) =>
  useSessionQuery<TicketList>(
    listPath('/tickets', { status, page }),
    initialData ? { initialData } : undefined,
  );
