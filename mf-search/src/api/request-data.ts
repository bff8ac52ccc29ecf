// Every call of this remote: the proxy client (spec §7, §8) and then the shared zod schema, so an answer
// that breaks the contract is caught here rather than deep in a component. The schemas (and zod) load
// lazily, beside the request, so they never delay the first paint.
import { getEventBus, MESSAGES } from '@rahi/shared-contracts';
import type * as Api from '@rahi/shared-contracts/api';
import { type ApiResult, handleApi } from '@rahi/shared-contracts/http';

type Schemas = typeof Api;
interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Toast the API's messages (default true). */
  toast?: boolean;
}

/**
 * GETs a booking-api path through the proxy and parses its data with the schema `pick` chooses.
 * @example requestData('/cities/1', (api) => api.citySchema)
 */
export async function requestData<T>(
  endPoint: string,
  pick: (schemas: Schemas) => Parser<T>,
  { signal, toast = true }: RequestOptions = {},
): Promise<ApiResult<T>> {
  const [result, schemas] = await Promise.all([
    handleApi<unknown>({ endPoint, signal, toast }),
    import('@rahi/shared-contracts/api'),
  ]);
  if (!result.ok) return result;
  const parsed = pick(schemas).safeParse(result.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  console.error(`[mf-search] ${endPoint} answered outside the contract`, parsed.error);
  if (toast) getEventBus().emit({ type: 'toast/error', payload: { message: MESSAGES.unexpectedError } });
  return { ok: false, status: 502, errors: [MESSAGES.unexpectedError] };
}
