// Calls booking-api through the gateway's proxy (product §7: POST /handle-api with { options, endPoint }) and reads
// the envelope as product §8 says, raising its toasts on the bus. Every remote talks to the API through this.
// The one parsing rule: an answer's data is typed by the contract (`z.infer` of shared-contracts' schemas) and
// not parsed again in the browser. booking-api's tests parse every answer with those same schemas, and loading
// zod and building the schemas on a page costs ~0.7 s of main thread on a throttled phone (measured on home).
import {
  type ApiCall,
  type ApiFailure,
  type ApiResult,
  getEventBus,
  readEnvelope,
} from '@rahi/shared-contracts';

export type { ApiCall, ApiFailure, ApiResult };

/**
 * One call through the proxy; never throws but for an abort.
 * @example const result = await handleApi<City>({ endPoint: '/cities/1' }); if (result.ok) show(result.data);
 */
export async function handleApi<T>({
  endPoint,
  method = 'GET',
  body,
  toast = true,
  signal,
}: ApiCall): Promise<ApiResult<T>> {
  let status = 0;
  let envelope: { meta?: { status?: unknown; message?: unknown; errors?: unknown }; data?: T } | undefined;
  try {
    const response = await fetch('/handle-api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endPoint, options: { method, body } }),
      signal,
    });
    status = response.status;
    envelope = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`[api] ${method} ${endPoint} failed`, error);
  }
  const reading = readEnvelope(envelope?.meta);
  if (toast) {
    const bus = getEventBus();
    // The call's path is the toasts' source: a later success of the same call closes its earlier errors.
    const source = endPoint.split('?')[0];
    for (const item of reading.toasts)
      bus.emit({ type: `toast/${item.variant}`, payload: { message: item.message, source } });
  }
  if (reading.ok) return { ok: true, data: envelope?.data as T };
  return { ok: false, status, errors: reading.toasts.map((item) => item.message) };
}
