// GET /staff/tickets: every traveller's tickets, latest changed first, with the desk's filters.
import type { StaffTicketList } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';
import { type DeskFilters, deskTicketsPath } from '../desk-filters';

export const useDeskTickets = (filters: DeskFilters) =>
  useStaffQuery<StaffTicketList>(deskTicketsPath(filters));
