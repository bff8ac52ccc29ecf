// GET /tickets/:id: one ticket and its thread, oldest message first. Another traveller's is 404, as a missing one.
// Read again every 10 s while the page is visible, so support's answer appears without a reload. A hidden tab does
// not poll (react-query's refetchIntervalInBackground is false by default); it reads again at the first tick after
// the tab is shown.
import type { Ticket } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const TICKET_REFRESH_MS = 10_000;

export const ticketPath = (id: string) => `/tickets/${id}`;
export const useTicket = (id: string) =>
  useSessionQuery<Ticket>(ticketPath(id), { refetchInterval: TICKET_REFRESH_MS });
