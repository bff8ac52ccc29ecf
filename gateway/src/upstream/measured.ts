// Every call to booking-api, whoever makes it (the proxy, server rendering, images, vouchers), is timed for the
// metrics and carries the request's id: the X-Request-Id of the request being served (hono's requestId, kept in
// its context by requestLog), so booking-api's log lines carry the same id as the gateway's.
import { tryGetContext } from 'hono/context-storage';
import { bookingApiCallDuration } from '../metrics';
import type { Upstream } from '.';

/** The first segment of a booking-api path ('/hotels/12?x' → 'hotels'): a label with few values. */
export const segmentOf = (path: string) => path.split(/[/?]/, 2)[1] || '(root)';

/**
 * The upstream with its calls timed and tagged with the current request's id.
 *
 * @example
 * const upstream = measuredUpstream(httpUpstream(url));
 */
export function measuredUpstream<T extends Upstream>(upstream: T): T {
  return Object.assign(Object.create(upstream) as T, {
    fetch(request: Parameters<Upstream['fetch']>[0], signal: AbortSignal) {
      const requestId = tryGetContext()?.var.requestId;
      const tagged =
        requestId && !request.headers['x-request-id']
          ? { ...request, headers: { ...request.headers, 'x-request-id': requestId } }
          : request;
      const end = bookingApiCallDuration.startTimer({ segment: segmentOf(request.path) });
      return upstream.fetch(tagged, signal).then(
        (response) => {
          end({ outcome: response.status >= 500 ? 'error' : 'ok' });
          return response;
        },
        (error: unknown) => {
          end({ outcome: 'error' });
          throw error;
        },
      );
    },
  });
}
