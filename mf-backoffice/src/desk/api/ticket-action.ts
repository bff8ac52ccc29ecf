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

/**
 * `rereadOnRefusal`: a refused write reads the ticket again too (a reply refused because the traveller closed it).
 * @example
 * const reply = useTicketAction(7, 'messages', { rereadOnRefusal: true });
 * reply.mutateAsync({ message: 'سلام' });
 */
export const useTicketAction = <A extends keyof ActionBodies>(
  id: number,
  action: A,
  { rereadOnRefusal = false } = {},
) =>
  useStaffMutation<ActionBodies[A], StaffTicket>({
    endPoint: `/staff/tickets/${id}/${action}`,
    invalidates: ['/staff/tickets'],
    rereadOnRefusal,
  });
