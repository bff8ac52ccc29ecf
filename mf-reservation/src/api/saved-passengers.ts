// GET /passengers: the logged-in traveller's saved passengers, offered beside each room's guest fields.
// Nothing is asked for a visitor. A failure only leaves the picker out: the form works without it.
import type { Passenger } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

export function useSavedPassengers(loggedIn: boolean): Passenger[] {
  return useApiQuery<Passenger[]>(loggedIn ? '/passengers' : null).data ?? [];
}
