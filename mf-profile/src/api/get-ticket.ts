// GET /tickets/:id: one ticket and its thread, oldest message first. Another traveller's is 404, as a missing one.
import type { Ticket } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const useTicket = (id: string) => useSessionQuery<Ticket>(`/tickets/${id}`);
