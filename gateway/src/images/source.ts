// Fetches the media file to draw from booking-api through the same Upstream the proxy uses (in this process
// or over HTTP), with the proxy's deadline. Only paths already checked by readImageQuery reach it.
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';

export type SourceOutcome =
  | { ok: true; bytes: Buffer }
  | { ok: false; status: 404 | 502 | 504; reason: string };

/**
 * The media file's bytes. booking-api answers text (its photos are SVG documents), so the text is taken as
 * UTF-8; a raster source would need an Upstream that carries bytes.
 */
export async function fetchSource(
  upstream: Upstream,
  src: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<SourceOutcome> {
  const outcome = await callUpstream(upstream, { method: 'GET', path: src, headers: {} }, timeoutMs, signal);
  if (!outcome.ok) {
    return {
      ok: false,
      status: outcome.reason === 'timeout' ? 504 : 502,
      reason: `booking-api ${outcome.reason}: ${outcome.error}`,
    };
  }
  const { status, headers, body } = outcome.response;
  if (status === 404) return { ok: false, status: 404, reason: 'booking-api has no such file' };
  if (status !== 200 || !/^image\/svg\+xml\b/i.test(headers['content-type'] ?? '')) {
    return {
      ok: false,
      status: 502,
      reason: `booking-api answered ${status} ${headers['content-type'] ?? ''}`,
    };
  }
  return { ok: true, bytes: Buffer.from(body, 'utf8') };
}
