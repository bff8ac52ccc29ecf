// POST /passengers (a new one) or PUT /passengers/:id (an edit): the form's values as booking-api's body.
import type { Passenger, PassengerBody } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export function useSavePassenger(id: number | undefined) {
  return useApiMutation<PassengerBody, Passenger>({
    endPoint: id === undefined ? '/passengers' : `/passengers/${id}`,
    method: id === undefined ? 'POST' : 'PUT',
    invalidates: ['/passengers'],
  });
}
