// GET /staff/inbox?kind&state&page: contact messages and partner registrations, newest first.
import type { InboxList } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';
import { type InboxFilters, inboxSearch } from '../inbox-filters';

export const useInbox = (filters: InboxFilters) => {
  const search = inboxSearch(filters).toString();
  return useStaffQuery<InboxList>(search ? `/staff/inbox?${search}` : '/staff/inbox');
};
