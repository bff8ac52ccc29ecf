// POST /staff/session { email, password, totp }: the gateway keeps the session in its HttpOnly staff cookie. The
// member's record of any earlier session is dropped, so the next page reads who signed in now.
import type { StaffSignInBody } from '@rahi/shared-contracts/api';
import { useApiMutation, useQueryClient } from '@rahi/shared-ui/query';
import { STAFF_ME_KEY } from './staff-query';

export function useSignIn() {
  const client = useQueryClient();
  const mutation = useApiMutation<StaffSignInBody>({ endPoint: '/staff/session' });
  return {
    ...mutation,
    signIn: async (body: StaffSignInBody) => {
      await mutation.mutateAsync(body);
      client.removeQueries({ queryKey: STAFF_ME_KEY });
    },
  };
}
