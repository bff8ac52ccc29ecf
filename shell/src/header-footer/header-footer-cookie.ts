// The header/footer payload is kept in the `headerFooter` cookie (product §3: max age 36000 s, same-site
// lax), so a returning visitor's header renders without waiting for the API. Its form is shared-contracts'
// (the gateway sets it with a first page drawn with the payload).
import {
  HEADER_FOOTER_COOKIE,
  headerFooterCookie,
  headerFooterCookieBytes,
  headerFooterCookieValue,
} from '@rahi/shared-contracts';

export interface SiteLinkPayload {
  title: string;
  url: string;
}

export interface HeaderFooterPayload {
  header: { settings: Record<string, unknown>; links: SiteLinkPayload[] };
  footer: { columns: { title: string; links: SiteLinkPayload[] }[]; about?: string; phone?: string };
  comment: { comment_status: boolean };
}

/** The payload in `cookies` (the page's own; none where there is no document: the build's render of the header). */
export function readHeaderFooterCookie(
  cookies = typeof document === 'undefined' ? '' : document.cookie,
): HeaderFooterPayload | undefined {
  const raw = cookies
    .split('; ')
    .find((part) => part.startsWith(`${HEADER_FOOTER_COOKIE}=`))
    ?.slice(HEADER_FOOTER_COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    const payload = JSON.parse(decodeURIComponent(raw)) as HeaderFooterPayload;
    return Array.isArray(payload?.header?.links) ? payload : undefined;
  } catch {
    return undefined;
  }
}

export function writeHeaderFooterCookie(payload: HeaderFooterPayload): boolean {
  const value = headerFooterCookieValue(payload);
  // A payload that would not fit is simply not cached (the back office refuses to save one).
  if (value === undefined) {
    console.warn(
      `[header-footer] payload is ${headerFooterCookieBytes(payload)} bytes encoded; too large for a cookie, not cached`,
    );
    return false;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = headerFooterCookie(value);
  return true;
}
