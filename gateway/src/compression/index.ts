// Compression of what the gateway makes on the fly (API answers, html, the registry). Precompressed build
// files arrive already encoded and pass untouched. Two things make it cheap under load: the body is taken
// as it is (no stream copy), and the compressed bytes of a body are remembered by the body's hash, so the same
// answer served again and again (a cached city search, the home page's html) is compressed once.

import type { NonSharedBuffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { boundedBuffers } from '../bounded-buffers';
import { responseText } from '../upstream';

export type Encoding = 'br' | 'gzip';

export interface CompressionOptions {
  /** Smaller bodies are sent as they are (default 1024 bytes). */
  thresholdBytes?: number;
  /** Compressed bodies remembered, by count and by total bytes (defaults 500 and 16 MiB). */
  cacheEntries?: number;
  cacheBytes?: number;
}

const NO_BODY = new Set([101, 204, 205, 304]);

/** Says that the answer depends on Accept-Encoding, once. Immutable headers (a fetch's) are left as they are. */
function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (vary && /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  try {
    headers.append('Vary', 'Accept-Encoding');
  } catch {
    // immutable: nothing to add to
  }
}

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * The encoding to answer an Accept-Encoding with: brotli when accepted, else gzip, else none.
 * @example chooseEncoding('gzip, deflate, br') // → 'br'
 * @example chooseEncoding('gzip;q=0') // → undefined
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** `body` in `encoding`, as this middleware compresses it. */
export function encode(body: Buffer, encoding: Encoding): NonSharedBuffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          // Quality 5 compresses JSON about a third smaller than gzip for about gzip's time.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Compresses compressible responses of at least `thresholdBytes` for browsers that accept br or gzip.
 *
 * @example
 * app.use(compressResponses());
 */
export function compressResponses(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.thresholdBytes ?? 1024;
  const remembered = boundedBuffers(options.cacheEntries ?? 500, options.cacheBytes ?? 16 * 1024 * 1024);
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type) || res.headers.has('content-encoding')) return;
    addVary(res.headers);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || c.req.method === 'HEAD' || NO_BODY.has(res.status)) return;
    const declared = res.headers.get('content-length');
    if (declared && Number(declared) < threshold) return;

    const body = Buffer.from(await responseText(res));
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      return;
    }
    const hash = createHash('sha1').update(body).digest('base64');
    const key = `${encoding}:${hash}`;
    let compressed = remembered.get(key);
    if (!compressed) {
      compressed = encode(body, encoding);
      remembered.set(key, compressed);
    }
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
  };
}
