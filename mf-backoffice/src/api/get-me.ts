// GET /staff/me: the signed-in member, their roles, hotels, whether the one-time password must still be changed,
// and the session's idle timeout. A 401 means nobody is signed in.
import type { StaffMe } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';
import { STAFF_ME_PATH } from './staff-query';

export function useStaffMe() {
  return useApiQuery<StaffMe>(STAFF_ME_PATH);
}
