// GET /passengers: the traveller's saved passengers, by last name.
import type { Passenger } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const PASSENGERS_PATH = '/passengers';
export const usePassengers = () => useSessionQuery<Passenger[]>(PASSENGERS_PATH);
