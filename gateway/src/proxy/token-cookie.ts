// The login token lives in an HttpOnly cookie that page scripts cannot read (docs/architecture.md, "Login and
// the token cookie"). booking-api hands the token over in the data of /otp and /login; the proxy moves it into
// the cookie and out of what the browser receives, sends it on as a bearer header, and clears it on logout or
// when /check-token says it is no longer valid.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const TOKEN_COOKIE = 'token';
/** The cookie's lifetime when booking-api does not say (its own default token lifetime). */
export const DEFAULT_TOKEN_MAX_AGE = 30 * 86_400;
/** Browsers cap cookies at 400 days. */
const MAX_COOKIE_AGE = 400 * 86_400;
const TOKEN_CHARS = /^[A-Za-z0-9\-._~+/]{16,4096}=*$/;

const COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const;

/** What a proxied call means for the cookie. */
export type SessionEffect = 'login' | 'logout' | 'check' | 'none';

/**
 * @example sessionEffectOf('POST', '/otp') // → 'login'
 * sessionEffectOf('GET', '/check-token?x=1') // → 'check'
 */
export function sessionEffectOf(method: string, endPoint: string): SessionEffect {
  const path = endPoint.split('?', 1)[0];
  if (method === 'POST' && (path === '/otp' || path === '/login')) return 'login';
  if (method === 'POST' && path === '/logout') return 'logout';
  if (method === 'GET' && path === '/check-token') return 'check';
  return 'none';
}

/** The token cookie the browser sent, when it looks like a token. */
export function tokenFromCookie(c: Context): string | undefined {
  const token = getCookie(c, TOKEN_COOKIE);
  return token && TOKEN_CHARS.test(token) ? token : undefined;
}

/** The browser's headers, with `Authorization: Bearer <cookie>` added when it sent none of its own. */
export function withCookieBearer(headers: Record<string, string>, token: string | undefined) {
  if (!token || Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) return headers;
  return { ...headers, Authorization: `Bearer ${token}` };
}

/**
 * Takes the token out of a successful login envelope: the body without `data.token`, the token, and the
 * cookie's Max-Age (`data.expiresInSeconds`, else the default). Undefined when the body carries no token.
 */
export function takeToken(body: string): { body: string; token: string; maxAge: number } | undefined {
  let envelope: { meta?: { status?: unknown }; data?: Record<string, unknown> | null };
  try {
    envelope = JSON.parse(body);
  } catch {
    return undefined;
  }
  const data = envelope?.data;
  if (envelope?.meta?.status !== true || !data || typeof data !== 'object') return undefined;
  const { token, ...rest } = data;
  if (typeof token !== 'string' || !TOKEN_CHARS.test(token)) return undefined;
  const lifetime = rest.expiresInSeconds;
  const maxAge =
    typeof lifetime === 'number' && Number.isInteger(lifetime) && lifetime > 0
      ? Math.min(lifetime, MAX_COOKIE_AGE)
      : DEFAULT_TOKEN_MAX_AGE;
  return { body: JSON.stringify({ ...envelope, data: rest }), token, maxAge };
}

/** Sets `token` HttpOnly, Secure, SameSite=Lax, Path=/ for maxAge seconds. */
export const setTokenCookie = (c: Context, token: string, maxAge: number) =>
  setCookie(c, TOKEN_COOKIE, token, { ...COOKIE_OPTIONS, maxAge });

/** Clears the token cookie (Max-Age=0, same attributes). */
export const clearTokenCookie = (c: Context) => {
  deleteCookie(c, TOKEN_COOKIE, COOKIE_OPTIONS);
};
