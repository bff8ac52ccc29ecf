// Who is logged in, from the bus (the shell keeps it current: login, logout, the token check).
import { ANONYMOUS, type AuthState, getEventBus } from '@rahi/shared-contracts';
import { useObservable } from './use-observable';

/**
 * The current auth state; anonymous on the server and while a server-rendered page hydrates.
 * @example const auth = useAuth(); if (hasSession(auth)) greet(auth.userName);
 */
export function useAuth(): AuthState {
  const bus = getEventBus();
  return useObservable(bus.auth$, bus.getAuth(), ANONYMOUS);
}
