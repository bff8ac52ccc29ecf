// One of the traveller's tickets in their list: shared-ui's TicketCard, with the department, the booking it is
// about and when it last changed.
import { toPersianDigits } from '@rahi/shared-contracts';
import type { TicketSummary } from '@rahi/shared-contracts/api';
import { TICKET_DEPARTMENT_NAMES, TicketCard } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';

export function TravellerTicketCard({ ticket }: { ticket: TicketSummary }) {
  const facts = [
    `بخش ${TICKET_DEPARTMENT_NAMES[ticket.department]}`,
    ticket.reserveId ? `رزرو ${toPersianDigits(ticket.reserveId)}` : null,
    `آخرین تغییر ${formatMoment(ticket.updatedAt)}`,
  ].filter((fact) => fact !== null);
  return <TicketCard ticket={ticket} to={`/profile/ticket/${ticket.id}`} facts={facts} />;
}
