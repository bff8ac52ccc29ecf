// Every read of this remote goes through the proxy client (product §7, §8), typed by the shared contract.
// The answers are not parsed again with zod here: booking-api's own tests parse every answer with the
// same schemas (booking-api/src/app.test.ts), and on a throttled phone loading zod and building the
// schemas cost ~0.7 s of main thread on the home page (Lighthouse, measured).
import { type ApiResult, handleApi } from '@rahi/shared-ui/api';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Toast the API's messages (default true). */
  toast?: boolean;
}

/**
 * GETs a booking-api path through the proxy; `T` is the contract's type of its data.
 * @example requestData<City>('/cities/1')
 */
export function requestData<T>(
  endPoint: string,
  { signal, toast = true }: RequestOptions = {},
): Promise<ApiResult<T>> {
  return handleApi<T>({ endPoint, signal, toast });
}
