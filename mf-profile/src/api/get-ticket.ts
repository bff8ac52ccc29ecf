// GET /tickets/:id: one ticket and its thread, oldest message first. Another traveller's is 404, as a missing one.
// Read again every 30 s while the page is visible, so support's answer appears without a reload.
import type { Ticket } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const TICKET_REFRESH_MS = 30_000;

export const useTicket = (id: string) =>
  useSessionQuery<Ticket>(`/tickets/${id}`, { refetchInterval: TICKET_REFRESH_MS });
