// Cross-site request refusal (docs/adr/0012-cross-site-requests.md): every state-changing request (any method but
// GET, HEAD and OPTIONS) must come from this site's own pages and carry JSON. A browser names where a request
// comes from in Origin and in Sec-Fetch-Site. When Origin is sent it decides: its scheme, host and port must be
// exactly PUBLIC_ORIGIN's or the origin the request was served at (https://host does not pass for an http-served
// host, nor ws:// or ftp://). Sec-Fetch-Site only adds refusals: anything but same-origin or none is refused
// whatever Origin says. A request with neither comes from no browser (curl, a server, a test), so it cannot carry
// a traveller's cookies against their will, and passes that check, as Go's http.CrossOriginProtection does. The
// body must be declared application/json, which a cross-site form or a no-CORS fetch cannot send; the few routes
// our own pages post forms to (the sandbox bank page's buttons) are named in `formPaths`.

import { logger } from '@rahi/booking-api/observability';
import { MESSAGES } from '@rahi/shared-contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { failureEnvelope } from '../proxy/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export interface SameOriginOptions {
  /** The site's public origin (PUBLIC_ORIGIN), when it is served under a name the Host header may not carry. */
  publicOrigin?: string | undefined;
  /** Paths our own pages post forms to: the origin is checked, the content type is not. */
  formPaths?: readonly RegExp[];
}

/** An origin's scheme, host and port as `URL.origin` spells them, or undefined when it is not an address. */
function originOf(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
}

/** Whether the request's Origin is exactly this site's: the public origin, or the origin it was served at. */
function isOwnOrigin(c: Context, origin: string, publicOrigin: string | undefined): boolean {
  const claimed = originOf(origin);
  if (!claimed) return false;
  if (publicOrigin && claimed === originOf(publicOrigin)) return true;
  return claimed === new URL(c.req.url).origin;
}

/** Why a request is refused, or undefined when it may go on. */
export function crossSiteReason(c: Context, options: SameOriginOptions): string | undefined {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (origin !== undefined && !isOwnOrigin(c, origin, options.publicOrigin))
    return `Origin ${origin.slice(0, 100)} is not this site`;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site is ${site}`;
  return undefined;
}

/**
 * Refuses a state-changing request from another site, or one whose body is not declared JSON, with 403 and the
 * contract's envelope in Persian.
 *
 * @example app.use(refuseCrossSiteRequests({ publicOrigin: 'https://rahi.ir', formPaths: [/^\/sandbox-bank\//] }));
 */
export function refuseCrossSiteRequests(options: SameOriginOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const crossSite = crossSiteReason(c, options);
    const form = options.formPaths?.some((path) => path.test(c.req.path)) ?? false;
    const notJson = !form && !JSON_TYPE.test(c.req.header('content-type') ?? '');
    if (!crossSite && !notJson) return next();
    logger.warn(`[security] refused ${c.req.method} ${c.req.path}: ${crossSite ?? 'the body is not JSON'}`);
    const message = crossSite ? MESSAGES.crossSiteRequest : MESSAGES.invalidInput;
    return c.json(failureEnvelope(message), 403);
  };
}
