// handleApi for TanStack Query: the data of a success, or an ApiError thrown for a failure.
import { type ApiCall, handleApi } from '../api/handle-api';
import { ApiError } from './api-error';

/**
 * @throws ApiError when the call fails (status 0: no answer).
 * @example queryFn: ({ signal }) => fetchApi<City>({ endPoint: '/cities/1', signal, toast: false })
 */
export async function fetchApi<T>(call: ApiCall): Promise<T> {
  const result = await handleApi<T>(call);
  if (!result.ok) throw new ApiError(result.status, result.errors, call.endPoint);
  return result.data;
}
