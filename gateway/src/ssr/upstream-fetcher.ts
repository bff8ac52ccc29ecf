// The fetcher the server build's loadData() calls: booking-api through the gateway's Upstream (in this
// process by default), answered in the shape of the browser's handleApi, envelope read the same way.
import { readEnvelope } from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';

export type ApiResult = { ok: true; data: unknown } | { ok: false; status: number; errors: string[] };

/** GETs `endPoint` from booking-api; `fallbackSignal` bounds the call when the caller gives no signal. */
export function upstreamFetcher(upstream: Upstream, fallbackSignal: AbortSignal, requestId?: string) {
  return async ({ endPoint, signal }: { endPoint: string; signal?: AbortSignal }): Promise<ApiResult> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (requestId) headers['x-request-id'] = requestId;
    const response = await upstream.fetch(
      { method: 'GET', path: endPoint, headers },
      signal ?? fallbackSignal,
    );
    let envelope: { meta?: Record<string, unknown>; data?: unknown } | undefined;
    try {
      envelope = JSON.parse(response.body);
    } catch {
      envelope = undefined;
    }
    const reading = readEnvelope(envelope?.meta);
    if (reading.ok && response.status < 400) return { ok: true, data: envelope?.data };
    return { ok: false, status: response.status, errors: reading.toasts.map((toast) => toast.message) };
  };
}
