import zlib from 'node:zlib';
import { createPageCache, type KeptPage } from './page-cache';

const REGISTRY = {};
const page = (html: string, registry: object = REGISTRY): KeptPage => ({
  html,
  status: 200,
  render: 'server',
  scriptHashes: ["'sha256-abc'"],
  registry,
  indexHtml: '<html>',
});

describe('createPageCache', () => {
  it('gives the page back for the same key, registry and shell, in UTF-8 or compressed', () => {
    const cache = createPageCache({ ttlMs: 5000 });
    cache.keep('/hotel/12', page('<h1>هتل</h1>'.repeat(100)), cache.generation());
    const kept = cache.take('/hotel/12', REGISTRY, '<html>');

    expect(kept?.html).toBe('<h1>هتل</h1>'.repeat(100));
    expect(kept?.body(undefined).toString('utf8')).toBe('<h1>هتل</h1>'.repeat(100));
    expect(zlib.brotliDecompressSync(kept?.body('br') ?? Buffer.alloc(0)).toString()).toBe(kept?.html);
    expect(zlib.gunzipSync(kept?.body('gzip') ?? Buffer.alloc(0)).toString()).toBe(kept?.html);
    expect(kept?.body('br')).toBe(kept?.body('br')); // compressed once
    expect(cache.take('/hotel/13', REGISTRY, '<html>')).toBeUndefined();
  });

  it('draws anew under a new registry or a new shell build', () => {
    const cache = createPageCache({ ttlMs: 5000 });
    cache.keep('/hotel/12', page('<h1>هتل</h1>'), cache.generation());

    expect(cache.take('/hotel/12', {}, '<html>')).toBeUndefined();
    expect(cache.take('/hotel/12', REGISTRY, '<html lang=fa>')).toBeUndefined();
  });

  it('forgets every page when something is written, and keeps no render begun before the write', () => {
    const cache = createPageCache({ ttlMs: 5000 });
    cache.keep('/hotel/12', page('old'), cache.generation());
    const begun = cache.generation();
    cache.forget();
    cache.keep('/hotel/13', page('drawn from what was read before the write'), begun);

    expect(cache.take('/hotel/12', REGISTRY, '<html>')).toBeUndefined();
    expect(cache.take('/hotel/13', REGISTRY, '<html>')).toBeUndefined();
  });

  it('lets a page go after its time', async () => {
    const cache = createPageCache({ ttlMs: 20 });
    cache.keep('/hotel/12', page('<h1>هتل</h1>'), cache.generation());
    await new Promise((resolve) => setTimeout(resolve, 60));

    expect(cache.take('/hotel/12', REGISTRY, '<html>')).toBeUndefined();
  });

  it('keeps nothing with a time of 0', () => {
    const cache = createPageCache({ ttlMs: 0 });
    cache.keep('/hotel/12', page('<h1>هتل</h1>'), cache.generation());

    expect(cache.take('/hotel/12', REGISTRY, '<html>')).toBeUndefined();
  });

  it('keeps no more than its size allows, the least recently used going first', () => {
    const cache = createPageCache({ ttlMs: 5000, maxBytes: 200 });
    cache.keep('/a', page('a'.repeat(20)), 0);
    cache.keep('/b', page('b'.repeat(20)), 0);
    cache.keep('/c', page('c'.repeat(20)), 0);

    expect(cache.take('/a', REGISTRY, '<html>')).toBeUndefined();
    expect(cache.take('/c', REGISTRY, '<html>')).toBeDefined();
  });
});
