// Reads and writes of the logged-in traveller's own records. booking-api checks the token on every call; a 401
// means the session was revoked or ran out while the page was open, so the page logs out (product §4) instead of
// showing an empty account.
import { getEventBus, MESSAGES } from '@rahi/shared-contracts';
import { ApiError, type ApiQueryOptions, useApiQuery } from '@rahi/shared-ui/query';
import { useEffect } from 'react';

/** Logs the traveller out and goes home when `error` is booking-api's 401; true when it did. */
export function logOutWhenRevoked(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const bus = getEventBus();
  if (bus.getAuth().status === 'anonymous') return true;
  bus.emit({ type: 'toast/error', payload: { message: MESSAGES.authNotLoggedIn } });
  bus.emit({ type: 'auth/logged-out', payload: { redirectHome: true } });
  return true;
}

/**
 * useApiQuery for a path that needs the traveller's token: a 401 logs the page out.
 * @example const { data } = useSessionQuery<Profile>('/profile');
 */
export function useSessionQuery<T>(endPoint: string | null, options?: ApiQueryOptions<T>) {
  const query = useApiQuery<T>(endPoint, options);
  useEffect(() => {
    logOutWhenRevoked(query.error);
  }, [query.error]);
  return query;
}
