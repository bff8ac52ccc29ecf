// Calls booking-api through the gateway's proxy (spec §7: POST /handle-api with { options, endPoint }) and reads
// the envelope as spec §8 says, raising its toasts on the bus. The one I/O helper in this package, on its own
// subpath (`@rahi/shared-contracts/http`), so every remote talks to the API the same way.
import { getEventBus, readEnvelope } from '@rahi/shared-contracts';

export interface ApiCall {
  endPoint: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Toast success and error messages (default true). */
  toast?: boolean;
  signal?: AbortSignal;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: string[] };

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
    for (const item of reading.toasts)
      bus.emit({ type: `toast/${item.variant}`, payload: { message: item.message } });
  }
  if (reading.ok) return { ok: true, data: envelope?.data as T };
  return { ok: false, status, errors: reading.toasts.map((item) => item.message) };
}
