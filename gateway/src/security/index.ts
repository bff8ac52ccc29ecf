// Security headers on every response. The Content-Security-Policy allows only what the app loads:
// its own origin, plus the origins of remotes the registry points at (a remote may live on a CDN), plus
// Google's and firebase's origins only when the bot check or push is configured, and the map's tile server
// (see client-config).
import type { RemoteRegistry } from '@rahi/shared-contracts';
import type { MiddlewareHandler } from 'hono';
import type { RegistrySource } from '../registry/registry-source';

export function remoteOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    // '//cdn.example/…' follows the page's scheme; a CSP host source without a scheme does too.
    if (entry.startsWith('//')) {
      const host = entry.slice(2).split('/')[0];
      if (host) origins.add(host);
      continue;
    }
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // A relative entry is served by this gateway: 'self' covers it.
    }
  }
  return [...origins];
}

/** Extra sources per directive for outside services that are configured (reCAPTCHA, push): { 'script-src': [...] }. */
export type CspAdditions = Record<string, readonly string[]>;

export function contentSecurityPolicy(extraOrigins: readonly string[], additions: CspAdditions = {}): string {
  const self = ["'self'", ...extraOrigins].join(' ');
  const extra = (directive: string) =>
    additions[directive]?.length ? ` ${additions[directive].join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src ${self}${extra('script-src')}`,
    `connect-src ${self}${extra('connect-src')}`,
    // emotion injects <style> elements at run time.
    `style-src ${self} 'unsafe-inline'`,
    `font-src ${self}`,
    `img-src ${self} data: blob:${extra('img-src')}`,
    ...(additions['frame-src']?.length ? [`frame-src ${additions['frame-src'].join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Inline scripts one response may run (a server-rendered page's data), by request: their hashes join that
// response's script-src only.
const inlineScripts = new WeakMap<Request, string[]>();

/** Lets the response to `request` run one inline script, named by its CSP hash source ('sha256-…'). */
export function allowInlineScript(request: Request, hashSource: string): void {
  inlineScripts.set(request, [...(inlineScripts.get(request) ?? []), hashSource]);
}

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security on every response: the site is public over https (PUBLIC_ORIGIN). */
  hsts?: boolean;
}

/** Two years, subdomains included; browsers then never try plain http on this host. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function securityHeaders(
  registry: RegistrySource,
  additions: CspAdditions = {},
  options: SecurityHeaderOptions = {},
): MiddlewareHandler {
  // The registry source hands back the same object until the registry changes, so the policy is
  // rebuilt only then, not on every response.
  let policyFor: { registry: RemoteRegistry; policy: string } | undefined;
  const currentPolicy = () => {
    const current = registry.current();
    if (policyFor?.registry !== current) {
      const entries = Object.values(current.remotes).map((remote) => remote.entry);
      policyFor = { registry: current, policy: contentSecurityPolicy(remoteOrigins(entries), additions) };
    }
    return policyFor.policy;
  };
  return async (c, next) => {
    await next();
    // Set on the finished response's own headers: c.header() after next() copies the whole response (body
    // stream included), which was a tenth of the proxy's time under load. A response whose headers are
    // immutable (one passed through from fetch) still gets the copy.
    const set = (name: string, value: string) => {
      try {
        c.res.headers.set(name, value);
      } catch {
        c.header(name, value);
      }
    };
    const scripts = inlineScripts.get(c.req.raw);
    const policy = scripts
      ? contentSecurityPolicy(remoteOrigins(Object.values(registry.current().remotes).map((r) => r.entry)), {
          ...additions,
          'script-src': [...(additions['script-src'] ?? []), ...scripts],
        })
      : currentPolicy();
    set('Content-Security-Policy', policy);
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', 'strict-origin-when-cross-origin');
    set('X-Frame-Options', 'DENY');
    set('Cross-Origin-Opener-Policy', 'same-origin');
    set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    // Behind a TLS-ending proxy the request arrives as http: PUBLIC_ORIGIN says whether the site is https.
    if (options.hsts || c.req.url.startsWith('https:')) set('Strict-Transport-Security', HSTS);
  };
}
