// The HTTP caching of drawn pictures: a long, immutable life only when the source's name carries a content
// hash; booking-api's photos today (`/media/hotels/12/exterior-1.svg`, its own Cache-Control a day) carry
// none, so their pictures are kept a day, and the ETag (from the picture's cache key) makes the revalidation
// a 304.
import { createHash } from 'node:crypto';
import { isVersionedImageSource } from '@rahi/shared-contracts';
import type { ImageParams } from './params';

export const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const UNVERSIONED_CACHE_CONTROL = 'public, max-age=86400';

/** The Cache-Control of a picture drawn from `src`. */
export const cacheControlFor = (src: string) =>
  isVersionedImageSource(src) ? VERSIONED_CACHE_CONTROL : UNVERSIONED_CACHE_CONTROL;

/**
 * The picture's identity: the normalised params and the source's bytes, hashed. Equal params of an unchanged
 * source give the same key; a changed source (a hotel renamed on its sign) gives a new one.
 */
export function imageCacheKey(params: ImageParams, source: Buffer): string {
  const sourceHash = createHash('sha256').update(source).digest('hex');
  const { src, width, height, fit, background, quality, format } = params;
  return createHash('sha256')
    .update(JSON.stringify([src, width, height, fit, background, quality, format, sourceHash]))
    .digest('hex');
}

/** Whether an If-None-Match header names this ETag (or `*`); weak validators compare equal. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
