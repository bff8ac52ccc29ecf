// POST /staff/inbox/:kind/:id/state: a message or registration marked read, answered or archived.
import type { InboxItem, InboxStateBody } from '@rahi/shared-contracts/api';
import { useStaffMutation } from '../../api/staff-query';

export const useInboxState = (item: Pick<InboxItem, 'kind' | 'id'>) =>
  useStaffMutation<InboxStateBody, InboxItem>({
    endPoint: `/staff/inbox/${item.kind}/${item.id}/state`,
    invalidates: ['/staff/inbox'],
  });
