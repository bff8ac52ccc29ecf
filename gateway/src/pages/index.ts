// Every app route gets the shell's index.html, with the HTTP status the route table gives it: 200
// for a built page, 404 for an unknown address, an unbuilt page or params that fail validation.
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { headerFooterCookie, matchRoute } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { chooseEncoding } from '../compression';
import { tokenFromCookie } from '../proxy/token-cookie';
import { watchedFile } from '../registry/watched-file';
import type { ServerRenderer } from '../ssr';
import type { Upstream } from '../upstream';
import { checkSession, withSessionVerdict } from './session-verdict';
import { createStartupChunks, type StartupChunksOptions } from './startup-chunks';

const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

export function pageRoutes(options: {
  shellDist: string;
  serverRenderer?: ServerRenderer | undefined;
  /** Where the registry and the remotes' builds are: the HTML then names the page's start-up chunks. */
  startupChunks?: StartupChunksOptions | undefined;
  /** booking-api, to check the request's login token while the page is drawn (session-verdict.ts). */
  session?: { upstream: Upstream; timeoutMs: number } | undefined;
}) {
  const indexFile = path.join(options.shellDist, 'index.html');
  const startupChunks = options.startupChunks && createStartupChunks(options.startupChunks);
  // Looked at on every request: a shell deployed is served from its first page on.
  const readIndex = watchedFile(indexFile, {
    parse: (html) => html,
    whenBroken: 'could not be read',
    recheckMs: 0,
  });

  return new Hono().get('*', async (c) => {
    const pathname = c.req.path;
    if (looksLikeFile(pathname)) return c.text('Not Found', 404);
    const indexHtml = readIndex();
    if (indexHtml === undefined) {
      logger.error(`[pages] ${indexFile} is missing: build the shell (npm run build)`);
      return c.text('The shell is not built yet. Run `npm run build`.', 503);
    }
    const match = matchRoute(pathname);
    const html = startupChunks ? startupChunks(indexHtml, match) : indexHtml;
    // The token is checked while the page renders; the HTML then carries who is logged in, so it is private.
    const verdict = options.session && checkSession(c, options.session.upstream, options.session.timeoutMs);
    // A route rendered on the server (the hotel page) gets its HTML from ssr/, else the shell as it is. A personal
    // one (the reservation draft) is drawn for who the check says is logged in, so it waits for the verdict first.
    const personal = match.route.serverRendered?.personal === true;
    const early =
      options.serverRenderer?.needsSession(match) || match.route.guestOnly ? await verdict : undefined;
    // A logged-in visit to a guest-only page (/auth/login) goes to /, sent there before anything is drawn.
    if (match.route.guestOnly && early?.valid) {
      c.header('Cache-Control', 'private, no-cache');
      return c.redirect('/', 302);
    }
    const rendered = await options.serverRenderer?.answer(
      c,
      html,
      match,
      early?.valid ? { userName: early.userName, credit: early.credit } : null,
    );
    // An old or hand-typed slug: the page's own address, kept by browsers for an hour (ssr/canonical-move.ts).
    if (rendered?.movedTo) {
      c.header('X-Rahi-Render', rendered.render);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(rendered.movedTo, 301);
    }
    const session = await verdict;
    c.header('Cache-Control', session?.valid || personal ? 'private, no-cache' : 'no-cache');
    if (rendered) {
      c.header('X-Rahi-Render', rendered.render);
      if (rendered.headerFooterCookie)
        c.header('Set-Cookie', headerFooterCookie(rendered.headerFooterCookie), { append: true });
      if (rendered.timing) c.header('Server-Timing', rendered.timing);
      // A kept page (ssr/page-cache.ts) is its finished bytes, compressed once, the verdict for nobody in them.
      if (rendered.body) {
        const encoding = chooseEncoding(c.req.header('accept-encoding'));
        c.header('Content-Type', 'text/html; charset=UTF-8');
        c.header('Vary', 'Accept-Encoding');
        if (encoding) c.header('Content-Encoding', encoding);
        return c.body(rendered.body(encoding), rendered.status as 200 | 404);
      }
      // A page drawn for nobody (no token came): the shell must start from the same, not from a name its readable
      // cookies remember (which it would otherwise restore until its own check).
      const drawnFor = session ?? (rendered.drawn && !tokenFromCookie(c) ? { valid: false } : undefined);
      return c.html(withSessionVerdict(rendered.html, drawnFor), rendered.status as 200 | 404);
    }
    return c.html(withSessionVerdict(html, session), match.status as 200 | 404);
  });
}
