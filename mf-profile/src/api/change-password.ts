// PUT /profile/password: sets a first password, or changes one with the current one.
import type { PasswordChangeBody } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';
import { PROFILE_PATH } from './get-profile';

export const useChangePassword = () =>
  useApiMutation<PasswordChangeBody, null>({
    endPoint: `${PROFILE_PATH}/password`,
    method: 'PUT',
    invalidates: [PROFILE_PATH],
  });
