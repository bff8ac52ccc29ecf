// The readable half of the session (product §3 cookies): `userName` and `credit`, so a returning traveller's header
// shows the name before any request. The token is not here: the gateway sets it HttpOnly and attaches it to
// proxied calls, so scripts never see it. These two say "probably logged in" until the token check answers.
import type { AuthSession } from '@rahi/shared-contracts';

export const USER_NAME_COOKIE = 'userName';
export const CREDIT_COOKIE = 'credit';
/** Set at logout until the gateway has dropped the HttpOnly token (session.ts). */
export const LOGGED_OUT_COOKIE = 'loggedOut';
/** As long as a session may last; the token check on every load corrects it sooner. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

function readCookie(cookies: string, name: string): string | undefined {
  const raw = cookies
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The session the cookies remember, or undefined when there is no userName cookie. */
export function readSessionCookies(cookies = document.cookie): AuthSession | undefined {
  const userName = readCookie(cookies, USER_NAME_COOKIE);
  if (userName === undefined) return undefined;
  const credit = Number(readCookie(cookies, CREDIT_COOKIE));
  return { userName, credit: Number.isFinite(credit) ? credit : 0 };
}

/** `Secure` wherever the browser allows it (https, and localhost in development). */
const attributes = (maxAge: number) =>
  `; Max-Age=${maxAge}; Path=/; SameSite=Lax${globalThis.isSecureContext ? '; Secure' : ''}`;

export function writeSessionCookies(session: AuthSession): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${USER_NAME_COOKIE}=${encodeURIComponent(session.userName)}${attributes(MAX_AGE_SECONDS)}`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${CREDIT_COOKIE}=${encodeURIComponent(String(session.credit))}${attributes(MAX_AGE_SECONDS)}`;
}

export function clearSessionCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${USER_NAME_COOKIE}=${attributes(0)}`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${CREDIT_COOKIE}=${attributes(0)}`;
}

/**
 * "Logged out here, the server may not know yet": written at logout, before `/logout` is asked, and removed once
 * it answered. A page loaded in between still carries the token, and the gateway's verdict would call it valid.
 */
export function markLoggedOut(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${LOGGED_OUT_COOKIE}=1${attributes(MAX_AGE_SECONDS)}`;
}

export function clearLoggedOutMark(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${LOGGED_OUT_COOKIE}=${attributes(0)}`;
}

export const isMarkedLoggedOut = (cookies = document.cookie) =>
  readCookie(cookies, LOGGED_OUT_COOKIE) === '1';
