// GET /passengers: the logged-in traveller's saved passengers, offered beside each room's guest fields.
// Nothing is asked for a visitor. A failure only leaves the picker out: the form works without it.
import type { Passenger } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

const NONE: readonly Passenger[] = [];

/**
 * The same list until the read answers again, and one empty list (the room fields it is given to are memoised).
 * `drawn`: the list the server drew the page with, its first answer.
 */
export function useSavedPassengers(loggedIn: boolean, drawn?: Passenger[]): readonly Passenger[] {
  const passengers = useApiQuery<Passenger[]>(loggedIn ? '/passengers' : null, {
    ...(drawn && { initialData: drawn }),
  }).data;
  return passengers && passengers.length > 0 ? passengers : NONE;
}
