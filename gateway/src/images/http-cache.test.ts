import { cacheControlFor, etagMatches, imageCacheKey } from './http-cache';
import type { ImageParams } from './params';

const params: ImageParams = { src: '/media/hotels/1/pool-1.svg', width: 640, quality: 75, format: 'webp' };

describe('HTTP caching of drawn pictures', () => {
  it('keeps a picture a year only when its source name carries a content hash', () => {
    expect(cacheControlFor('/media/hotels/1/pool-1.3f9a2c1b.svg')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/media/hotels/1/pool-1.svg')).toBe('public, max-age=86400');
  });

  it('gives a new key for other params or other source bytes, the same key otherwise', () => {
    const key = imageCacheKey(params, Buffer.from('<svg/>'));
    expect(imageCacheKey({ ...params }, Buffer.from('<svg/>'))).toBe(key);
    expect(imageCacheKey({ ...params, width: 320 }, Buffer.from('<svg/>'))).not.toBe(key);
    expect(imageCacheKey({ ...params, format: 'avif' }, Buffer.from('<svg/>'))).not.toBe(key);
    expect(imageCacheKey(params, Buffer.from('<svg></svg>'))).not.toBe(key);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
