// The fetcher the server build's loadData() calls: booking-api through the gateway's Upstream (in this
// process by default), answered in the shape of the browser's handleApi, envelope read the same way.
import { type ApiResult, type PageFetcher, readEnvelope } from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';

/**
 * GETs `endPoint` from booking-api; `fallbackSignal` bounds the call when the caller gives no signal. `headers`
 * are sent besides (the login token's bearer header for the session's check).
 */
export function upstreamFetcher(
  upstream: Upstream,
  fallbackSignal: AbortSignal,
  requestId?: string,
  headers: Readonly<Record<string, string>> = {},
): PageFetcher {
  return async <T>({
    endPoint,
    signal,
  }: {
    endPoint: string;
    signal?: AbortSignal;
  }): Promise<ApiResult<T>> => {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (requestId) sent['x-request-id'] = requestId;
    const response = await upstream.fetch(
      { method: 'GET', path: endPoint, headers: sent },
      signal ?? fallbackSignal,
    );
    let envelope: { meta?: Record<string, unknown>; data?: unknown } | undefined;
    try {
      envelope = JSON.parse(response.body);
    } catch {
      envelope = undefined;
    }
    const reading = readEnvelope(envelope?.meta);
    if (reading.ok && response.status < 400) return { ok: true, data: envelope?.data as T };
    return { ok: false, status: response.status, errors: reading.toasts.map((toast) => toast.message) };
  };
}
