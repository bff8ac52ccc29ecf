// The shape of a /handle-api body, { options: { method, headers, body }, endPoint } (product §7), checked by
// hand: the gateway has no schema library, and the shape is small.

export const PROXY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ProxyMethod = (typeof PROXY_METHODS)[number];

export interface ProxyCall {
  endPoint: string;
  /** As the browser wrote it; the caller upper-cases and checks it (an unknown method is a 405, not a 400). */
  method: string;
  headers: Record<string, string>;
  /** Any JSON value, sent as JSON; undefined when absent or null. */
  body: unknown;
}

export type ParsedCall = { ok: true; call: ProxyCall } | { ok: false; reason: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isPlainObject(value) && Object.values(value).every((item) => typeof item === 'string');

/**
 * Checks a parsed /handle-api body. method defaults to GET; headers and body may be absent or null.
 *
 * @example
 * parseProxyCall({ endPoint: '/otp', options: { method: 'post', body: { mobile, code } } });
 * // { ok: true, call: { endPoint: '/otp', method: 'post', headers: {}, body: { mobile, code } } }
 */
/** How deep a body's arrays and objects may nest: far beyond any real payload, far below the stack's limit. */
export const MAX_BODY_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `limit`, found without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

export function parseProxyCall(value: unknown): ParsedCall {
  if (!isPlainObject(value)) return { ok: false, reason: 'the body is not an object' };
  const { endPoint, options } = value;
  if (typeof endPoint !== 'string') return { ok: false, reason: 'endPoint is not a string' };
  if (!isPlainObject(options)) return { ok: false, reason: 'options is not an object' };
  const method = options.method ?? 'GET';
  if (typeof method !== 'string') return { ok: false, reason: 'options.method is not a string' };
  const headers = options.headers ?? {};
  if (!isStringRecord(headers)) return { ok: false, reason: 'options.headers is not an object of strings' };
  if (nestsDeeperThan(options.body, MAX_BODY_DEPTH))
    return { ok: false, reason: `options.body nests deeper than ${MAX_BODY_DEPTH}` };
  return { ok: true, call: { endPoint, method, headers, body: options.body ?? undefined } };
}

export const asProxyMethod = (method: string): ProxyMethod | undefined => {
  const upper = method.toUpperCase();
  return (PROXY_METHODS as readonly string[]).includes(upper) ? (upper as ProxyMethod) : undefined;
};
