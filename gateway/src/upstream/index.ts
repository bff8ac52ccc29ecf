// How the gateway reaches booking-api: in the same process (one deployable, no network hop) or over HTTP
// through a keep-alive pool. The /handle-api proxy sees only the Upstream interface, so its tests use a fake.
import { Pool } from 'undici';

export interface UpstreamRequest {
  method: string;
  /** A path of booking-api with its query, starting with a single '/'. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** 'bytes': the answer's body is wanted as bytes (a picture), in `bytes`, and `body` is left empty. */
  responseType?: 'bytes';
}

export interface UpstreamResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: string;
  /** Only when the request asked for bytes. */
  bytes?: Uint8Array;
}

export interface Upstream {
  /** Rejects when the signal aborts, whether or not booking-api has answered yet. */
  fetch(request: UpstreamRequest, signal: AbortSignal): Promise<UpstreamResponse>;
}

export const IN_PROCESS_ORIGIN = 'http://booking-api.internal';

/**
 * Settles as the promise does, or rejects with the signal's reason as soon as it aborts.
 * The promise keeps running; only its answer is no longer awaited.
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const assertRelative = (path: string) => {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`Upstream path must be relative: ${path}`);
};

/**
 * A Response's body as text. Once the server runs, the global Response is @hono/node-server's lightweight one,
 * which keeps a string body under a private `Symbol('cache')`; taking it from there skips building a full Fetch
 * Response and streaming the text back out, about a tenth of the proxy's time per call. Any other Response
 * (and any future layout of that cache) goes through `text()`.
 */
export function responseText(response: Response): string | Promise<string> {
  for (const symbol of Object.getOwnPropertySymbols(response)) {
    if (symbol.description !== 'cache') continue;
    const cache: unknown = (response as unknown as Record<symbol, unknown>)[symbol];
    if (Array.isArray(cache) && typeof cache[1] === 'string') return cache[1];
  }
  return response.text();
}

/**
 * booking-api's Hono app mounted in this process: each call is a Request to `http://booking-api.internal{path}`.
 *
 * @example
 * const upstream = inProcessUpstream(createBookingApi(db));
 */
export function inProcessUpstream(app: { fetch(request: Request): Response | Promise<Response> }): Upstream {
  return {
    fetch(request, signal) {
      const answer = (async () => {
        signal.throwIfAborted();
        assertRelative(request.path);
        // No signal on the Request: booking-api never reads one, and abortable() below stops the wait.
        const response = await app.fetch(
          new Request(`${IN_PROCESS_ORIGIN}${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          }),
        );
        const headers = Object.fromEntries(response.headers);
        if (request.responseType === 'bytes')
          return {
            status: response.status,
            headers,
            body: '',
            bytes: new Uint8Array(await response.arrayBuffer()),
          };
        return { status: response.status, headers, body: await responseText(response) };
      })();
      return abortable(answer, signal);
    },
  };
}

export interface HttpUpstreamOptions {
  /** Sockets kept open to booking-api (default 32). */
  connections?: number;
  /** Backstops behind the proxy's own timeout, in milliseconds (default 10 000 each). */
  headersTimeout?: number;
  bodyTimeout?: number;
}

export interface HttpUpstream extends Upstream {
  /** Ends the pool: waits for calls in flight, then closes the sockets. */
  close(): Promise<void>;
}

const flattenHeaders = (headers: Record<string, string | string[] | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

/**
 * booking-api over HTTP (UPSTREAM_API_URL), through an undici keep-alive pool without pipelining.
 * A path in the base URL is kept as a prefix: `http://api:3000/v1` + `/hotels/1` → `/v1/hotels/1`.
 *
 * @example
 * const upstream = httpUpstream(process.env.UPSTREAM_API_URL ?? 'http://127.0.0.1:3001');
 * // on shutdown: await upstream.close();
 */
export function httpUpstream(baseUrl: string, options: HttpUpstreamOptions = {}): HttpUpstream {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Upstream URL must be http or https: ${baseUrl}`);
  }
  const prefix = url.pathname.replace(/\/+$/, '');
  const headersTimeout = options.headersTimeout ?? 10_000;
  const bodyTimeout = options.bodyTimeout ?? 10_000;
  const pool = new Pool(url.origin, { connections: options.connections ?? 32, pipelining: 1 });

  return {
    async fetch(request, signal) {
      assertRelative(request.path);
      const response = await pool.request({
        method: request.method,
        path: `${prefix}${request.path}`,
        headers: request.headers,
        body: request.body,
        signal,
        headersTimeout,
        bodyTimeout,
      });
      const headers = flattenHeaders(response.headers);
      if (request.responseType === 'bytes')
        return {
          status: response.statusCode,
          headers,
          body: '',
          bytes: new Uint8Array(await response.body.arrayBuffer()),
        };
      return { status: response.statusCode, headers, body: await response.body.text() };
    },
    close: () => pool.close(),
  };
}
