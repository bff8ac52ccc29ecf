// Fetches the media file to draw from booking-api through the same Upstream the proxy uses (in this process
// or over HTTP), with the proxy's deadline. Only paths already checked by readImageQuery reach it.
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';

export type SourceOutcome =
  | { ok: true; bytes: Buffer }
  | { ok: false; status: 404 | 502 | 504; reason: string };

/** What booking-api's media files are: its drawn photos are SVG documents, uploaded ones WebP. */
const SOURCE_TYPE = /^image\/(?:svg\+xml|webp)\b/i;

/** The media file's bytes, as booking-api sent them. */
export async function fetchSource(
  upstream: Upstream,
  src: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<SourceOutcome> {
  const outcome = await callUpstream(
    upstream,
    { method: 'GET', path: src, headers: {}, responseType: 'bytes' },
    timeoutMs,
    signal,
  );
  if (!outcome.ok) {
    return {
      ok: false,
      status: outcome.reason === 'timeout' ? 504 : 502,
      reason: `booking-api ${outcome.reason}: ${outcome.error}`,
    };
  }
  const { status, headers, bytes } = outcome.response;
  if (status === 404) return { ok: false, status: 404, reason: 'booking-api has no such file' };
  if (status !== 200 || !SOURCE_TYPE.test(headers['content-type'] ?? '') || !bytes) {
    return {
      ok: false,
      status: 502,
      reason: `booking-api answered ${status} ${headers['content-type'] ?? ''}`,
    };
  }
  return { ok: true, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
