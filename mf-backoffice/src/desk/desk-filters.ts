// The support desk's inbox filters, in the address and in booking-api's path alike: ?status, ?department,
// ?assigned (me, anyone, nobody), ?olderThanHours and ?page, each written only when set, so a link, a reload and
// the query cache all name the same list.
import {
  TICKET_ASSIGNEE_FILTERS,
  TICKET_DEPARTMENTS,
  TICKET_STATUSES,
  type TicketDepartment,
  type TicketStatus,
} from '@rahi/shared-contracts/api';

export type AssigneeFilter = (typeof TICKET_ASSIGNEE_FILTERS)[number];

/** How long a ticket has waited since its last message, as the age filter offers it (hours). */
export const TICKET_AGES = [1, 24, 72, 168] as const;

export interface DeskFilters {
  status: TicketStatus | null;
  department: TicketDepartment | null;
  assigned: AssigneeFilter | null;
  olderThanHours: number | null;
  page: number;
}

const oneOf = <T extends string>(value: string | null, known: readonly T[]) =>
  known.find((item) => item === value) ?? null;

/** @example readDeskFilters(new URLSearchParams('status=open&assigned=me')) // → { status: 'open', assigned: 'me', … } */
export function readDeskFilters(search: URLSearchParams): DeskFilters {
  const hours = Number(search.get('olderThanHours'));
  const page = Number(search.get('page'));
  return {
    status: oneOf(search.get('status'), TICKET_STATUSES),
    department: oneOf(search.get('department'), TICKET_DEPARTMENTS),
    assigned: oneOf(search.get('assigned'), TICKET_ASSIGNEE_FILTERS),
    olderThanHours: (TICKET_AGES as readonly number[]).includes(hours) ? hours : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as an address's search (and booking-api's query): only what is set. */
export function deskFiltersSearch(filters: DeskFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'department', 'assigned', 'olderThanHours'] as const) {
    const value = filters[key];
    if (value !== null) search.set(key, String(value));
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** @example deskTicketsPath({ …, status: 'open', page: 2 }) // → '/staff/tickets?status=open&page=2' */
export function deskTicketsPath(filters: DeskFilters): string {
  const text = deskFiltersSearch(filters).toString();
  return text ? `/staff/tickets?${text}` : '/staff/tickets';
}
