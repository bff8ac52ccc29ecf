// POST /staff/me/password { currentPassword, newPassword }: replaces the one-time password at the first sign-in
// (nothing else is allowed before), or the member's own password later.
import type { StaffPasswordBody } from '@rahi/shared-contracts/api';
import { STAFF_ME_PATH, useStaffMutation } from './staff-query';

export function useChangePassword() {
  return useStaffMutation<StaffPasswordBody>({
    endPoint: '/staff/me/password',
    invalidates: [STAFF_ME_PATH],
  });
}
