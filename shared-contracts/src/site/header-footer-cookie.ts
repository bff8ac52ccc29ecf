// The header/footer payload's cookie (product §3: `headerFooter`, max age 36000 s, same-site lax): written by the
// shell once it has read the payload, and by the gateway with a first page it drew with it, in the same form, so
// each reads what the other wrote. Browsers drop a cookie over about 4 KB: the back office refuses a larger
// payload, and neither writes one.

export const HEADER_FOOTER_COOKIE = 'headerFooter';
export const HEADER_FOOTER_MAX_AGE_SECONDS = 36000;

/** The longest URI-encoded JSON of the payload a cookie holds. */
export const HEADER_FOOTER_COOKIE_BYTES = 3800;

/** The payload as the cookie holds it: URI-encoded JSON. */
const encoded = (payload: unknown) => encodeURIComponent(JSON.stringify(payload));

/** The payload's size as the cookie holds it. */
export const headerFooterCookieBytes = (payload: unknown) => encoded(payload).length;

/** The cookie's value for `payload`, or undefined when it is too large for a cookie. */
export function headerFooterCookieValue(payload: unknown): string | undefined {
  const value = encoded(payload);
  return value.length > HEADER_FOOTER_COOKIE_BYTES ? undefined : value;
}

/**
 * The cookie as `document.cookie` and `Set-Cookie` write it.
 * @example headerFooterCookie('%7B%7D') // → 'headerFooter=%7B%7D; Max-Age=36000; Path=/; SameSite=Lax'
 */
export const headerFooterCookie = (value: string) =>
  `${HEADER_FOOTER_COOKIE}=${value}; Max-Age=${HEADER_FOOTER_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
