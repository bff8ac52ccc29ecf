// GET /_img?src=&w=&h=&fit=&bg=&q=&f= (product §7 and §9): booking-api's media files drawn at one of the allowed
// widths, in webp (or the format asked for), cached on disk. A request is read strictly (params.ts), the source
// fetched through the Upstream, the picture looked up on disk by its key, and encoded only when missing;
// concurrent requests for the same picture share that one encode. A picture costing more than MAX_ENCODE_COST
// (width × height × the format's cost) is refused before any work; an encode still waiting for its turn when
// every request that wanted it has gone is dropped, so abandoned requests cannot hold the queue. Refusals answer
// in the contract's envelope, in Persian; the log says why in English.

import { logger } from '@rahi/booking-api/observability';
import { IMAGE_MAX_ASPECT, IMAGE_PATH, MESSAGES } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { imageCacheLookups, watchEncodeQueue } from '../metrics';
import { failureEnvelope, PROXY_MESSAGES } from '../proxy/messages';
import type { Upstream } from '../upstream';
import { openDiskCache } from './disk-cache';
import { encodeImage, IMAGE_CONTENT_TYPES, type ImageEncoder, proportionalHeight } from './encode';
import { cacheControlFor, etagMatches, imageCacheKey } from './http-cache';
import { createLimiter, LimiterAbandoned, LimiterFull } from './limit';
import { encodeCost, type ImageParams, MAX_ENCODE_COST, readImageQuery } from './params';
import { fetchSource } from './source';

export interface ImageRoutesOptions {
  upstream: Upstream;
  /** The folder of drawn pictures (IMAGE_CACHE_DIR). */
  cacheDir: string;
  /** The folder's cap in bytes (IMAGE_CACHE_MAX_MB); least recently used pictures go first. */
  cacheMaxBytes: number;
  /** How long booking-api may take to give the source, in milliseconds (default 5000). */
  timeoutMs?: number;
  /** Encodes running at once (default 2, this machine's cores); others wait their turn. */
  maxConcurrentEncodes?: number;
  /** Encodes that may wait for a place (default 8); one more is answered 503 with Retry-After. */
  maxWaitingEncodes?: number;
  /** The encoder (default sharp's); tests pass a spy around it. */
  encode?: ImageEncoder;
}

const SOURCE_MESSAGES = {
  404: PROXY_MESSAGES.notFound,
  502: PROXY_MESSAGES.unreachable,
  504: PROXY_MESSAGES.timeout,
} as const;

/**
 * The image path, to mount at the gateway's root.
 * @example app.route('/', imageRoutes({ upstream, cacheDir: '.data/image-cache', cacheMaxBytes: 256 * 2 ** 20 }));
 */
export function imageRoutes({
  upstream,
  cacheDir,
  cacheMaxBytes,
  timeoutMs = 5000,
  maxConcurrentEncodes = 2,
  maxWaitingEncodes = 8,
  encode = encodeImage,
}: ImageRoutesOptions) {
  const cache = openDiskCache({ dir: cacheDir, maxBytes: cacheMaxBytes });
  const limit = createLimiter(maxConcurrentEncodes, maxWaitingEncodes);
  watchEncodeQueue(limit);
  /** One piece of work per file, with how many requests still wait for it and a way to drop it. */
  interface Work {
    result: Promise<Buffer>;
    waiting: number;
    abandon: AbortController;
  }
  const inFlight = new Map<string, Work>();

  /** Starts the work for one file: read from disk, else encode (unless abandoned first) and store. */
  const start = (name: string, params: ImageParams, source: Buffer): Work => {
    const abandon = new AbortController();
    const result = (async () => {
      const cached = await cache.read(name).catch((error) => {
        logger.error({ err: error }, `[images] cache read failed for ${name}`);
        return undefined;
      });
      imageCacheLookups.inc({ result: cached ? 'hit' : 'miss' });
      if (cached) return cached;
      const bytes = await limit(() => encode(source, params), abandon.signal);
      await cache.write(name, bytes).catch((error) => {
        logger.error({ err: error }, `[images] cache write failed for ${name}; served uncached`);
      });
      return bytes;
    })().finally(() => {
      if (inFlight.get(name) === work) inFlight.delete(name);
    });
    const work: Work = { result, waiting: 0, abandon };
    inFlight.set(name, work);
    return work;
  };

  /**
   * The picture from disk, or encoded and stored; one piece of work per file however many ask. When every
   * request waiting for it has gone (`signal` aborted) before its encode started, the encode is dropped.
   */
  const picture = (
    name: string,
    params: ImageParams,
    source: Buffer,
    signal: AbortSignal,
  ): Promise<Buffer> => {
    const joined = inFlight.get(name) ?? start(name, params, source);
    joined.waiting++;
    const leave = () => {
      joined.waiting--;
      if (joined.waiting > 0) return;
      joined.abandon.abort();
      // A request arriving after this starts the work again instead of sharing a dropped one.
      if (inFlight.get(name) === joined) inFlight.delete(name);
    };
    if (signal.aborted) leave();
    else signal.addEventListener('abort', leave, { once: true });
    return joined.result.finally(() => signal.removeEventListener('abort', leave));
  };

  return new Hono().get(IMAGE_PATH, async (c) => {
    const fail = (status: ContentfulStatusCode, message: string, reason: string) => {
      logger.warn(`[images] ${status} for ${c.req.url.slice(0, 300)}: ${reason}`);
      c.header('Cache-Control', 'no-store');
      return c.json(failureEnvelope(message), status);
    };
    const check = readImageQuery(new URL(c.req.url).searchParams, c.req.header('accept'));
    if (!check.ok) return fail(400, MESSAGES.invalidInput, check.reason);
    const { params, negotiated } = check;

    const source = await fetchSource(upstream, params.src, timeoutMs, c.req.raw.signal);
    if (!source.ok) return fail(source.status, SOURCE_MESSAGES[source.status], source.reason);

    // With a height, readImageQuery has checked the cost. Without one the source's proportions decide: read them
    // only when the tallest allowed picture could cost too much.
    if (
      params.height === undefined &&
      encodeCost(params.width, params.width * IMAGE_MAX_ASPECT, params.format) > MAX_ENCODE_COST
    ) {
      const height = await proportionalHeight(source.bytes, params.width);
      if (height === undefined) return fail(502, PROXY_MESSAGES.unreachable, 'a source sharp cannot read');
      if (encodeCost(params.width, height, params.format) > MAX_ENCODE_COST)
        return fail(
          400,
          MESSAGES.invalidInput,
          `${params.width} × ${height} ${params.format} beyond the cost cap`,
        );
    }

    const key = imageCacheKey(params, source.bytes);
    const etag = `"${key.slice(0, 32)}"`;
    c.header('Cache-Control', cacheControlFor(params.src));
    c.header('ETag', etag);
    if (negotiated) c.header('Vary', 'Accept');
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);

    try {
      const bytes = await picture(`${key}.${params.format}`, params, source.bytes, c.req.raw.signal);
      c.header('Content-Type', IMAGE_CONTENT_TYPES[params.format]);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
    } catch (error) {
      if (error instanceof LimiterAbandoned) {
        // Nobody is left to read this answer; it is written only to end the handler.
        return fail(
          499 as ContentfulStatusCode,
          MESSAGES.serverError,
          'the client left before its encode started',
        );
      }
      if (error instanceof LimiterFull) {
        c.header('Retry-After', '5');
        return fail(503, MESSAGES.tooManyRequests, 'the encode queue is full');
      }
      return fail(500, MESSAGES.serverError, `encoding failed: ${error}`);
    }
  });
}
