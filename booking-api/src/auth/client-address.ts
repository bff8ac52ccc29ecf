// Which client a request came from, for the per-address send limit. Behind the gateway the address is in
// X-Forwarded-For, which the gateway extends with the socket address it saw (gateway/src/proxy/forward-headers.ts):
// the entries before it are whatever the client wrote, so the entry `trustedProxyHops` from the end is used,
// never the first one (a client could otherwise pick a fresh address for every request).
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * The client's address: the X-Forwarded-For entry written by the nearest trusted proxy, else the socket's.
 * @example
 * // the gateway saw 203.0.113.7 and passed on a chain the client had forged
 * clientAddress('1.1.1.1, 203.0.113.7', undefined, 1) // → '203.0.113.7'
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length > 0) return chain[Math.max(0, chain.length - hops)] as string;
  return socketAddress ?? 'unknown';
}

/** clientAddress for a Hono request (the socket from @hono/node-server's bindings when served alone). */
export const clientAddressOf = (c: Context, hops: number) =>
  clientAddress(
    c.req.header('x-forwarded-for'),
    (c.env as NodeBindings)?.incoming?.socket?.remoteAddress,
    hops,
  );
