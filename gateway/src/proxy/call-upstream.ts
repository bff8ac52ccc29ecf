// One call to booking-api with a deadline: the proxy's timer and the browser hanging up both abort it, and
// the outcome says which kind of failure it was (a timeout is a 504, anything else a 502).
import { abortable, type Upstream, type UpstreamRequest, type UpstreamResponse } from '../upstream';

export type UpstreamOutcome =
  | { ok: true; response: UpstreamResponse }
  | { ok: false; reason: 'timeout' | 'unreachable'; error: unknown };

/**
 * Calls the upstream, giving up after timeoutMs or when clientSignal aborts, even if the upstream ignores
 * its signal.
 */
export async function callUpstream(
  upstream: Upstream,
  request: UpstreamRequest,
  timeoutMs: number,
  clientSignal?: AbortSignal,
): Promise<UpstreamOutcome> {
  const controller = new AbortController();
  const timeout = new Error(`booking-api gave no answer within ${timeoutMs} ms`);
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  const onClientGone = () => controller.abort(new Error('the browser hung up'));
  clientSignal?.addEventListener('abort', onClientGone, { once: true });
  try {
    const response = await abortable(upstream.fetch(request, controller.signal), controller.signal);
    return { ok: true, response };
  } catch (error) {
    return { ok: false, reason: controller.signal.reason === timeout ? 'timeout' : 'unreachable', error };
  } finally {
    clearTimeout(timer);
    clientSignal?.removeEventListener('abort', onClientGone);
  }
}
