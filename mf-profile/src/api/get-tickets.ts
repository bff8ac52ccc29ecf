// GET /tickets: a page of the traveller's support tickets, the latest changed first, optionally by status.
import type { TicketList, TicketStatus } from '@rahi/shared-contracts/api';
import { listPath } from '../components/list-query';
import { useSessionQuery } from './session-query';

/** booking-api's page size for tickets. */
export const TICKETS_PAGE_SIZE = 20;

/** The tickets' booking-api path for a status and page: '/tickets?status=open'. */
export const ticketsPath = (status: TicketStatus | null, page: number) =>
  listPath('/tickets', { status, page });

export const useTickets = (status: TicketStatus | null, page: number) =>
  useSessionQuery<TicketList>(ticketsPath(status, page));
