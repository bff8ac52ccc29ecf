// The headers booking-api receives. From the browser's options.headers only an allow-list passes:
// Accept-Language, and Authorization when it is a bearer token. Content-Type is the gateway's (JSON when a
// body is sent); X-Forwarded-For and X-Request-Id are the gateway's too. Cookies, Host, X-Forwarded-* and
// hop-by-hop headers never pass. X-Rahi-Session (whose drafts these are) is the gateway's, from its cookie.
import { randomUUID } from 'node:crypto';
import { DRAFT_SESSION_HEADER } from '@rahi/shared-contracts/api';

const BEARER = /^bearer ([A-Za-z0-9\-._~+/]+=*)$/i;
const HEADER_VALUE = /^[\x20-\x7e]{1,256}$/;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ADDRESS_LIST = /^[0-9A-Fa-f.:[\], ]{1,512}$/;
const MAX_TOKEN_LENGTH = 4096;

export interface GatewayHeaders {
  hasBody: boolean;
  /** The X-Forwarded-For the gateway sends, if it knows the client's address. */
  forwardedFor: string | undefined;
  requestId: string;
  /** The browser's draft session (draft-session/), if its cookie holds one. */
  session?: string | undefined;
}

/**
 * The allowed browser headers plus the gateway's own, with lower-case names.
 *
 * @example
 * forwardedHeaders({ Authorization: 'Bearer abc', Cookie: 'sid=1' }, { hasBody: false, forwardedFor: '1.2.3.4', requestId: 'r1' });
 * // { authorization: 'Bearer abc', 'x-forwarded-for': '1.2.3.4', 'x-request-id': 'r1' }
 */
export function forwardedHeaders(fromBrowser: Record<string, string>, gateway: GatewayHeaders) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fromBrowser)) {
    const key = name.toLowerCase();
    if (key === 'accept-language' && HEADER_VALUE.test(value)) headers[key] = value;
    const token = key === 'authorization' ? BEARER.exec(value)?.[1] : undefined;
    if (token && token.length <= MAX_TOKEN_LENGTH) headers[key] = `Bearer ${token}`;
  }
  if (gateway.hasBody) headers['content-type'] = 'application/json';
  if (gateway.forwardedFor) headers['x-forwarded-for'] = gateway.forwardedFor;
  headers['x-request-id'] = gateway.requestId;
  if (gateway.session) headers[DRAFT_SESSION_HEADER] = gateway.session;
  return headers;
}

/** The caller's X-Request-Id when it is a sane token, otherwise a new one. */
export const requestIdOf = (incoming: string | undefined): string =>
  incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * X-Forwarded-For for booking-api: the chain the request arrived with, then the address of the socket it
 * arrived on. Only the last entry is the gateway's own observation; earlier ones are whatever the client sent.
 */
export function forwardedFor(
  incoming: string | undefined,
  socketAddress: string | undefined,
): string | undefined {
  const chain = incoming && ADDRESS_LIST.test(incoming) ? incoming.trim() : undefined;
  const parts = [chain, socketAddress].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : undefined;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; server?: NodeBindings } | undefined;

/** The client's address from @hono/node-server's bindings; undefined under app.request(). */
export const socketAddressOf = (env: unknown): string | undefined => {
  const bindings = env as NodeBindings;
  return (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress;
};
