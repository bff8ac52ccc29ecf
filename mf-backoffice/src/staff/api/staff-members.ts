// GET/POST /staff/members, PATCH /staff/members/:id and POST /staff/members/:id/credentials (admin): the staff
// list, an invitation, a change of roles, hotels or state, and new sign-in details. Each write reads the list
// and the audit log again.
import type {
  StaffCredentials,
  StaffMember,
  StaffMemberBody,
  StaffMemberChange,
} from '@rahi/shared-contracts/api';
import { useStaffMutation, useStaffQuery } from '../../api/staff-query';

export const STAFF_MEMBERS_PATH = '/staff/members';
const invalidates = [STAFF_MEMBERS_PATH, '/staff/audit-log'];

export const useStaffMembers = () => useStaffQuery<StaffMember[]>(STAFF_MEMBERS_PATH);

export const useInviteMember = () =>
  useStaffMutation<StaffMemberBody, StaffCredentials>({ endPoint: STAFF_MEMBERS_PATH, invalidates });

export const useChangeMember = (id: number) =>
  useStaffMutation<StaffMemberChange, StaffMember>({
    endPoint: `${STAFF_MEMBERS_PATH}/${id}`,
    method: 'PATCH',
    invalidates,
  });

export const useNewCredentials = (id: number) =>
  useStaffMutation<Record<string, never>, StaffCredentials>({
    endPoint: `${STAFF_MEMBERS_PATH}/${id}/credentials`,
    invalidates,
  });
