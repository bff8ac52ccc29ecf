// How large the header/footer payload may be: the shell keeps it in a cookie (product §3), and browsers drop one
// over about 4 KB. The back office refuses a larger payload; the shell does not cache one.

/** The longest URI-encoded JSON of the payload a cookie holds. */
export const HEADER_FOOTER_COOKIE_BYTES = 3800;

/** The payload's size as the shell's cookie holds it. */
export const headerFooterCookieBytes = (payload: unknown) =>
  encodeURIComponent(JSON.stringify(payload)).length;
