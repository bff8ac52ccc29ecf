// DELETE /passengers/:id.
import { useApiMutation } from '@rahi/shared-ui/query';

export const useDeletePassenger = () =>
  useApiMutation<{ id: number }, { id: number }>({
    endPoint: ({ id }) => `/passengers/${id}`,
    method: 'DELETE',
    invalidates: ['/passengers'],
  });
