// The fetcher the server build's loadData() calls: booking-api through the gateway's Upstream (in this
// process by default), answered in the shape of the browser's handleApi, envelope read the same way.
import { type ApiCall, type ApiResult, type PageFetcher, readEnvelope } from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';

/**
 * Calls `endPoint` of booking-api (GET unless `method` says otherwise, `body` sent as JSON); `fallbackSignal` bounds
 * the call when the caller gives no signal. `headers` are sent besides (the login token's bearer header for the
 * session's check; the draft session and the token for a personal page's data).
 */
export function upstreamFetcher(
  upstream: Upstream,
  fallbackSignal: AbortSignal,
  requestId?: string,
  headers: Readonly<Record<string, string>> = {},
): PageFetcher {
  return async <T>({ endPoint, method = 'GET', body, signal }: ApiCall): Promise<ApiResult<T>> => {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (requestId) sent['x-request-id'] = requestId;
    if (body !== undefined) sent['content-type'] = 'application/json';
    const response = await upstream.fetch(
      {
        method,
        path: endPoint,
        headers: sent,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      },
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
