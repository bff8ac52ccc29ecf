// Who is logged in is decided on the server (product §4, "on load a token check runs"): a page request carrying
// the HttpOnly token cookie has the token checked with booking-api (GET /check-token) while the page is drawn,
// and the verdict goes into the HTML as a JSON data block the shell reads before its first render. The readable
// `userName`/`credit` cookies then only remember the name; they decide nothing, and the browser makes no second
// check. A call that fails or runs out of time gives no verdict: the shell checks the token itself, as before.
import { SESSION_VERDICT_ID, type SessionVerdict } from '@rahi/shared-contracts';
import type { Context } from 'hono';
import { clearTokenCookie, tokenFromCookie } from '../proxy/token-cookie';
import { upstreamFetcher } from '../ssr/upstream-fetcher';
import type { Upstream } from '../upstream';

/** How long a page waits for the check at most: a slow booking-api must not hold every logged-in page. */
export const SESSION_CHECK_MS = 1000;

/**
 * The server's verdict on the request's token: none without a token (the page stays as it is, the same for every
 * visitor; a name the readable cookies still remember is then checked by the shell and cleared), `{ valid: false }`
 * when booking-api refuses it (the cookie is then cleared, as the proxy's own check does), the traveller's name and
 * credit when it holds, none when booking-api could not answer in `timeoutMs`.
 */
export async function checkSession(
  c: Context,
  upstream: Upstream,
  timeoutMs: number,
): Promise<SessionVerdict | undefined> {
  const token = tokenFromCookie(c);
  if (!token) return undefined;
  const check = upstreamFetcher(upstream, AbortSignal.timeout(timeoutMs), c.get('requestId'), {
    authorization: `Bearer ${token}`,
  });
  try {
    const result = await check<{ userName?: unknown; credit?: unknown } | null>({ endPoint: '/check-token' });
    if (!result.ok) {
      if (result.status !== 401) return undefined;
      clearTokenCookie(c);
      return { valid: false };
    }
    const { userName, credit } = result.data ?? {};
    if (typeof userName !== 'string') return undefined;
    return { valid: true, userName, credit: typeof credit === 'number' ? credit : 0 };
  } catch {
    return undefined;
  }
}

/**
 * The verdict as a data block before `</head>` (a `type="application/json"` script is never run, so the
 * Content-Security-Policy needs no hash for it). `<` is escaped so a name cannot close the element.
 */
export function withSessionVerdict(html: string, verdict: SessionVerdict | undefined): string {
  if (!verdict) return html;
  const json = JSON.stringify(verdict).replace(/</g, '\\u003c');
  const block = `<script id="${SESSION_VERDICT_ID}" type="application/json">${json}</script>`;
  const head = html.indexOf('</head>');
  return head === -1 ? block + html : `${html.slice(0, head)}${block}${html.slice(head)}`;
}
