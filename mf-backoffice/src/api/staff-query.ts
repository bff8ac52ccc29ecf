// Reads and writes of the back office. booking-api checks the staff session on every call; a 401 means it ended
// (signed out elsewhere, or idle too long) while the page was open. The member's record (GET /staff/me) is then
// read again: it answers 401 too, and the staff area sends the member to sign in, coming back here afterwards.
import {
  ApiError,
  type ApiMutationOptions,
  type ApiQueryOptions,
  apiQueryKey,
  useApiMutation,
  useApiQuery,
  useQueryClient,
} from '@rahi/shared-ui/query';
import { useEffect } from 'react';

export const STAFF_ME_PATH = '/staff/me';

/** The cache key of the member's record, read again when any call finds the session ended. */
export const STAFF_ME_KEY = apiQueryKey(STAFF_ME_PATH);

/** True when `error` says the staff session has ended. */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A function that, given a call's failure, reads the member's record again when the session has ended. */
export function useSessionEndCheck() {
  const client = useQueryClient();
  return (error: unknown) => {
    if (sessionEnded(error)) void client.invalidateQueries({ queryKey: STAFF_ME_KEY });
  };
}

/**
 * useApiQuery for a staff path: a 401 ends the page's session (see above).
 * @example const { data } = useStaffQuery<StaffBookingList>(`/staff/bookings?q=${q}`);
 */
export function useStaffQuery<T>(endPoint: string | null, options?: ApiQueryOptions<T>) {
  const query = useApiQuery<T>(endPoint, options);
  const checkSessionEnd = useSessionEndCheck();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure is what is looked at, once
  useEffect(() => checkSessionEnd(query.error), [query.error]);
  return query;
}

/**
 * useApiMutation for a staff path: a 401 ends the page's session (see above).
 * @example const cancel = useStaffMutation<StaffCancellationBody>({ endPoint: `/staff/bookings/${id}/cancellation` });
 */
export function useStaffMutation<TBody, TData = unknown>(options: ApiMutationOptions<TBody>) {
  const mutation = useApiMutation<TBody, TData>(options);
  const checkSessionEnd = useSessionEndCheck();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure is what is looked at, once
  useEffect(() => checkSessionEnd(mutation.error), [mutation.error]);
  return mutation;
}
