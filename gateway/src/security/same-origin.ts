// Cross-site request refusal (issue 13 item 3; docs/adr/0012-cross-site-requests.md): every state-changing
// request (any method but GET, HEAD and OPTIONS) must come from this site's own pages and carry JSON. A browser
// names where a request comes from in Sec-Fetch-Site (all current browsers) or Origin; either, when sent, must say
// this site. A request with neither comes from no browser (curl, a server, a test), so it cannot carry a
// traveller's cookies against their will, and passes that check, as Go's http.CrossOriginProtection does. The
// body must be declared application/json, which a cross-site form or a no-CORS fetch cannot send; the few routes
// our own pages post forms to (the sandbox bank page's buttons) are named in `formPaths`.
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

/** Whether the request's Origin names this site: the public origin, or the host the request was sent to. */
function isOwnOrigin(c: Context, origin: string, publicOrigin: string | undefined): boolean {
  if (publicOrigin && origin === new URL(publicOrigin).origin) return true;
  try {
    return new URL(origin).host === (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}

/** Why a request is refused, or undefined when it may go on. */
export function crossSiteReason(c: Context, options: SameOriginOptions): string | undefined {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site is ${site}`;
  if (site === undefined && origin !== undefined && !isOwnOrigin(c, origin, options.publicOrigin))
    return `Origin ${origin.slice(0, 100)} is not this site`;
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
    console.warn(`[security] refused ${c.req.method} ${c.req.path}: ${crossSite ?? 'the body is not JSON'}`);
    const message = crossSite ? MESSAGES.crossSiteRequest : MESSAGES.invalidInput;
    return c.json(failureEnvelope(message), 403);
  };
}
