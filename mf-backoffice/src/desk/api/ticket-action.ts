// The desk's writes on one ticket (POST /staff/tickets/:id/…): a reply, close, reopen, assignment. Each answers
// the ticket as it now is; the desk's lists and the ticket are read again.
import type { StaffTicket, TicketAssignmentBody, TicketReplyBody } from '@rahi/shared-contracts/api';
import { useStaffMutation } from '../../api/staff-query';

type ActionBodies = {
  messages: TicketReplyBody;
  close: undefined;
  reopen: undefined;
  assignment: TicketAssignmentBody;
};

/** @example const reply = useTicketAction(7, 'messages'); reply.mutateAsync({ message: 'سلام' }) */
export const useTicketAction = <A extends keyof ActionBodies>(id: number, action: A) =>
  useStaffMutation<ActionBodies[A], StaffTicket>({
    endPoint: `/staff/tickets/${id}/${action}`,
    invalidates: ['/staff/tickets'],
  });
