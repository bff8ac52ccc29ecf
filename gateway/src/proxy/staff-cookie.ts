// The staff session lives in its own HttpOnly cookie, `rahi_staff`, apart from a traveller's `token` (docs/adr/
// 0027-staff-sessions.md). booking-api hands the token over in the data of POST /staff/session; the proxy moves it
// into the cookie and out of what the browser receives, sends it on as X-Staff-Session to /staff/* paths only
// (never as a bearer, so it never acts as a traveller, and the traveller's cookie never goes to /staff/*), and
// clears it on sign-out and when GET /staff/me says the session is over. SameSite=Strict: no other site's page
// can make the browser send it.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const STAFF_COOKIE = 'rahi_staff';
export const STAFF_SESSION_HEADER = 'x-staff-session';
const TOKEN_CHARS = /^[A-Za-z0-9\-._~+/]{16,4096}=*$/;

const cookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, secure, sameSite: 'Strict' }) as const;

/** What a proxied call means for the staff cookie. */
export type StaffSessionEffect = 'sign-in' | 'sign-out' | 'check' | 'none';

/** Whether the endPoint is one of booking-api's staff paths. @example isStaffPath('/staff/me?x=1') // → true */
export const isStaffPath = (endPoint: string) => /^\/staff(\/|\?|$)/.test(endPoint);

/**
 * @example staffSessionEffectOf('POST', '/staff/session') // → 'sign-in'
 * staffSessionEffectOf('DELETE', '/staff/sessions') // → 'sign-out'
 */
export function staffSessionEffectOf(method: string, endPoint: string): StaffSessionEffect {
  const path = endPoint.split('?', 1)[0];
  if (method === 'POST' && path === '/staff/session') return 'sign-in';
  if (method === 'DELETE' && (path === '/staff/session' || path === '/staff/sessions')) return 'sign-out';
  if (method === 'GET' && path === '/staff/me') return 'check';
  return 'none';
}

/** The staff cookie the browser sent, when it looks like a token. */
export function staffTokenFromCookie(c: Context): string | undefined {
  const token = getCookie(c, STAFF_COOKIE);
  return token && TOKEN_CHARS.test(token) ? token : undefined;
}

/** Sets `rahi_staff` HttpOnly, SameSite=Strict, Path=/, Secure when the site is served over https. */
export const setStaffCookie = (c: Context, token: string, maxAge: number, secure: boolean) =>
  setCookie(c, STAFF_COOKIE, token, { ...cookieOptions(secure), maxAge });

/** Clears the staff cookie (Max-Age=0, same attributes). */
export const clearStaffCookie = (c: Context, secure: boolean) => {
  deleteCookie(c, STAFF_COOKIE, cookieOptions(secure));
};
