// PUT /profile: saves the edited fields; the header hears the new name (and the credit) over the bus.
import { getEventBus } from '@rahi/shared-contracts';
import type { Profile, ProfileUpdateBody } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';
import { PROFILE_PATH } from './get-profile';
import { logOutWhenRevoked } from './session-query';

export function useUpdateProfile() {
  const mutation = useApiMutation<ProfileUpdateBody, Profile>({
    endPoint: PROFILE_PATH,
    method: 'PUT',
    invalidates: [PROFILE_PATH],
  });
  return {
    ...mutation,
    save: (body: ProfileUpdateBody) =>
      mutation.mutateAsync(body).then(
        (profile) => {
          getEventBus().emit({
            type: 'auth/session-updated',
            payload: { userName: profile.userName, credit: profile.credit },
          });
          return profile;
        },
        (error: unknown) => {
          logOutWhenRevoked(error);
          return null;
        },
      ),
  };
}
