// The site's settings a page is rendered with (shared-contracts' SiteSettings: whether comments are open), as
// the visitor's shell will have them once it starts, so the server's HTML and the hydrated page agree: the
// shell draws from its `headerFooter` cookie when the browser has one, else from booking-api's
// /header-footer-contents. The gateway reads the same: the request's cookie, else booking-api's payload, kept
// SITE_SETTINGS_TTL_MS (5 s) so a page render does not ask for it each time. A visitor without the cookie gets the
// page drawn with booking-api's payload and the cookie set with it (`headerFooterCookie`), as the shell would
// write it: the header and footer arrive whole, and hydrate as drawn instead of being drawn again once the shell
// has asked for them (new rules compiled through stylis-plugin-rtl, whose first use is a long task, on every
// first visit).

import { logger } from '@rahi/booking-api/observability';
import { headerFooterCookieValue, type SiteSettings } from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';

/** What a page is drawn with when nothing says otherwise: the bus's default, comments open. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = { commentsOpen: true };

/** The comment toggle of a header/footer payload, when it is one (the shell's cookie check: header.links a list). */
function commentsOpenOf(payload: unknown): boolean | undefined {
  const value = payload as { header?: { links?: unknown }; comment?: { comment_status?: unknown } } | null;
  if (!Array.isArray(value?.header?.links)) return undefined;
  const status = value?.comment?.comment_status;
  return typeof status === 'boolean' ? status : undefined;
}

/** The toggle in the shell's cookie value (already URI-decoded), or undefined when it holds no payload. */
export function commentsOpenInCookie(cookieValue: string | undefined): boolean | undefined {
  if (!cookieValue) return undefined;
  try {
    return commentsOpenOf(JSON.parse(cookieValue));
  } catch {
    return undefined;
  }
}

export interface SiteSettingsForRequest {
  settings: SiteSettings;
  /**
   * For a request without the cookie: booking-api's payload as the shell writes the cookie's value (URI-encoded
   * JSON), for the page to be drawn with and the answer to set; absent when booking-api did not answer or the
   * payload is too large for a cookie (the shell then asks itself, as before).
   */
  headerFooterCookie?: string;
}

export interface SiteSettingsSource {
  /** The settings for a request carrying `cookieValue` (the headerFooter cookie, decoded) or none. */
  forRequest(cookieValue: string | undefined, signal: AbortSignal): Promise<SiteSettingsForRequest>;
}

/**
 * @example
 * const site = createSiteSettingsSource({ upstream, ttlMs: 5000 });
 * await site.forRequest(getCookie(c, 'headerFooter'), AbortSignal.timeout(3000))
 * // → { settings: { commentsOpen: false }, headerFooterCookie: '%7B%22header%22…' } (no cookie came)
 */
export function createSiteSettingsSource(options: {
  upstream: Upstream;
  ttlMs: number;
  now?: () => number;
}): SiteSettingsSource {
  const now = options.now ?? Date.now;
  let kept: { at: number; settings: Promise<SiteSettingsForRequest> } | undefined;

  async function fromBookingApi(signal: AbortSignal): Promise<SiteSettingsForRequest> {
    try {
      const response = await options.upstream.fetch(
        { method: 'GET', path: '/header-footer-contents', headers: { accept: 'application/json' } },
        signal,
      );
      const payload = response.status === 200 ? JSON.parse(response.body)?.data : undefined;
      const open = commentsOpenOf(payload);
      if (open === undefined) throw new Error(`answered ${response.status} without a comment toggle`);
      const value = headerFooterCookieValue(payload);
      return { settings: { commentsOpen: open }, ...(value && { headerFooterCookie: value }) };
    } catch (error) {
      kept = undefined; // asked again by the next page, not kept for the TTL
      logger.error({ err: error }, '[ssr] the header/footer payload could not be read; comments drawn open');
      return { settings: DEFAULT_SITE_SETTINGS };
    }
  }

  return {
    forRequest(cookieValue, signal) {
      const inCookie = commentsOpenInCookie(cookieValue);
      if (inCookie !== undefined) return Promise.resolve({ settings: { commentsOpen: inCookie } });
      if (!kept || now() - kept.at >= options.ttlMs) {
        kept = { at: now(), settings: fromBookingApi(signal) };
      }
      return kept.settings;
    },
  };
}
