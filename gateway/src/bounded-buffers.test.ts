import { boundedBuffers } from './bounded-buffers';

const bytes = (n: number) => Buffer.alloc(n);

describe('boundedBuffers', () => {
  it('keeps at most maxEntries, the oldest leaving first', () => {
    const cache = boundedBuffers(2, 1000);
    cache.set('a', bytes(1));
    cache.set('b', bytes(1));
    cache.set('c', bytes(1));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps at most maxBytes in all, and counts a replaced entry once', () => {
    const cache = boundedBuffers(10, 10);
    cache.set('a', bytes(4));
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', bytes(4));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.byteLength).toBe(4);
    expect(cache.get('c')?.byteLength).toBe(4);
  });
});
