// The browser session that reservation drafts belong to (gateway/README.md, "Draft ownership"): a
// random id in the HttpOnly `rahi_session` cookie, made on the first draft a browser saves. The gateway sends it
// to booking-api as X-Rahi-Session on the draft routes and on every /handle-api call (so POST /bookings and
// /discount-codes/check see it too); a browser's own X-Rahi-Session never reaches booking-api.
import { randomBytes } from 'node:crypto';
import { DRAFT_SESSION_HEADER } from '@rahi/shared-contracts/api';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { tokenFromCookie } from '../proxy/token-cookie';

export const SESSION_COOKIE = 'rahi_session';
/** 32 random bytes in base64url: what the gateway makes, and all it accepts back. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** Thirty days: a draft lives two hours, but a traveller may come back to the tab the next day. */
const SESSION_MAX_AGE = 30 * 86_400;

/** The session id the browser's cookie holds, when it is one the gateway could have made. */
export function sessionIdOf(c: Context): string | undefined {
  const id = getCookie(c, SESSION_COOKIE);
  return id && SESSION_ID.test(id) ? id : undefined;
}

/** The browser's session id; a new one is made and set as an HttpOnly, Secure, SameSite=Lax cookie if it has none. */
export function ensureSessionId(c: Context): string {
  const existing = sessionIdOf(c);
  if (existing) return existing;
  const id = randomBytes(32).toString('base64url');
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: SESSION_MAX_AGE,
  });
  return id;
}

/**
 * Who asks for a draft (the draft routes, a personal page's server render): the session header, and the bearer
 * header from the token cookie when logged in.
 */
export function draftOwnerHeaders(c: Context, session: string | undefined): Record<string, string> {
  const token = tokenFromCookie(c);
  return {
    ...(session && { [DRAFT_SESSION_HEADER]: session }),
    ...(token && { authorization: `Bearer ${token}` }),
  };
}
