// GET /staff/tickets/:id: the ticket, its thread and who handles it; read again every 30 s while the page is
// visible, so the traveller's new message appears without a reload.
import type { StaffTicket } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';

export const DESK_TICKET_REFRESH_MS = 30_000;

export const useDeskTicket = (id: string) =>
  useStaffQuery<StaffTicket>(`/staff/tickets/${id}`, { refetchInterval: DESK_TICKET_REFRESH_MS });
