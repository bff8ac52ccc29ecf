// One ticket in the desk's inbox: shared-ui's TicketCard, with the traveller, department, the booking it is
// about, who handles it and when it last changed.
import { toPersianDigits } from '@rahi/shared-contracts';
import type { StaffTicketSummary } from '@rahi/shared-contracts/api';
import { TICKET_DEPARTMENT_NAMES, TicketCard } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { travellerName } from './traveller-name';

export function DeskTicketCard({ ticket }: { ticket: StaffTicketSummary }) {
  const facts = [
    travellerName(ticket.traveller),
    `بخش ${TICKET_DEPARTMENT_NAMES[ticket.department]}`,
    ticket.reserveId ? `رزرو ${toPersianDigits(ticket.reserveId)}` : null,
    ticket.assignee ? `با ${ticket.assignee.email}` : 'واگذارنشده',
    `آخرین تغییر ${formatMoment(ticket.updatedAt)}`,
  ].filter((fact) => fact !== null);
  return <TicketCard ticket={ticket} to={`/backoffice/tickets/${ticket.id}`} facts={facts} />;
}
