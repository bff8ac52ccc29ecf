// DELETE /staff/session ends this session; DELETE /staff/sessions ends every session of the member (a lost laptop).
// Every staff answer kept in the page is dropped, so nothing of it is shown to whoever signs in next.
import { useApiMutation, useQueryClient } from '@rahi/shared-ui/query';

export function useSignOut({ everywhere = false } = {}) {
  const client = useQueryClient();
  const mutation = useApiMutation<undefined>({
    endPoint: everywhere ? '/staff/sessions' : '/staff/session',
    method: 'DELETE',
  });
  return {
    ...mutation,
    signOut: async () => {
      await mutation.mutateAsync(undefined);
      client.removeQueries({ predicate: ({ queryKey }) => String(queryKey[1]).startsWith('/staff') });
    },
  };
}
