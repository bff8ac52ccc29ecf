// Server rendering of the routes the table marks serverRendered (docs/architecture.md, "Server rendering and the
// page contract"); a personal one (the reservation draft, the voucher, the bookings) as its visitor (ADR 0036).
// For a route the table marks serverRendered, whose remote's registry entry names a server container (`ssr`), the
// page route hands its request here: the stay is corrected as the browser corrects it, the remote's current
// container (loaded at run time, one loader per remote) loads the data (given the route's page, params, stay and
// query: shared-contracts' page contract), the shell's app draws the page as one tree (one-tree.ts), and the result
// is written into the shell's index.html. A page that does not exist answers 404: mf-content's pages (a CMS path,
// an article) with its not-found page drawn by the same container (noindex, no data to read again), the hotel and
// city pages with the plain shell (their own error screen draws in the browser); anything else that fails
// answers the plain shell, which renders in the browser.

import type { NonSharedBuffer } from 'node:buffer';
import { logger } from '@rahi/booking-api/observability';
import {
  type AuthSession,
  correctStayQuery,
  HEADER_FOOTER_COOKIE,
  NOT_FOUND_PAGE,
  pageForRoute,
  type RemoteModule,
  type RemoteName,
  type RouteMatch,
  todayInTehran,
} from '@rahi/shared-contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Encoding } from '../compression';
import { draftOwnerHeaders, sessionIdOf } from '../draft-session';
import { withSessionVerdict } from '../pages/session-verdict';
import { forwardedFor, socketAddressOf } from '../proxy/forward-headers';
import { tokenFromCookie } from '../proxy/token-cookie';
import type { RegistrySource } from '../registry/registry-source';
import { allowInlineScript } from '../security';
import type { Upstream } from '../upstream';
import { canonicalMove } from './canonical-move';
import { createFederationHost } from './federation-host';
import { injectServerRender } from './inject';
import type { GatewayFolders } from './locations';
import { createOneTreeLoader } from './one-tree';
import { createPageCache } from './page-cache';
import { type BuildLoader, createPageRenderer, type RenderCounts } from './render-page';
import type { SsrSettings } from './settings';
import { createSiblingModules } from './sibling-modules';
import { createSiteSettingsSource } from './site-settings';

export { loadSsrSettings, type SsrSettings } from './settings';

export interface PageAnswer {
  html: string;
  status: number;
  /**
   * server: rendered here; client: the plain shell (with the reason); not-found: no such page, the plain shell;
   * 'not-found; server': no such page, the not-found page rendered here.
   */
  render: string;
  /** A Server-Timing value ('data;dur=4.1, render;dur=12.3') when the page was rendered. */
  timing?: string;
  /** Drawn here, the shell's app with its page: the browser's first render must see the session it was drawn for. */
  drawn?: boolean;
  /**
   * The header/footer cookie's value the page was drawn with, for a visitor who sent none (site-settings.ts): the
   * answer sets it, so the shell's first render reads what the server drew.
   */
  headerFooterCookie?: string;
  /**
   * A page kept for visitors without a token (page-cache.ts): its finished bytes in an encoding (undefined: none),
   * the session verdict for nobody already in them.
   */
  body?: (encoding: Encoding | undefined) => NonSharedBuffer;
  /** The page's own address, for a request that named it otherwise (canonical-move.ts): answered with 301. */
  movedTo?: string;
}

export interface ServerRenderer {
  /**
   * Answers a serverRendered route, or undefined when it does not apply (another route, rendering off). A personal
   * route is drawn for `session` (the server's check of the request's token; null or absent: nobody logged in).
   */
  answer(
    c: Context,
    indexHtml: string,
    match: RouteMatch,
    session?: AuthSession | null,
  ): Promise<PageAnswer | undefined>;
  counts(): RenderCounts;
  /** Something was written through this gateway: pages kept for visitors without a session are drawn afresh. */
  forgetKeptPages(): void;
  /** Whether `match` is drawn on the server, and so for who is logged in (the header names them). */
  needsSession(match: RouteMatch): boolean;
}

/** The absolute address of the request, on PUBLIC_ORIGIN when it is set. */
function publicUrl(requestUrl: string, publicOrigin: string | undefined): string {
  const url = new URL(requestUrl);
  return publicOrigin ? new URL(`${url.pathname}${url.search}`, publicOrigin).toString() : url.toString();
}

/**
 * A personal page's data calls name who asks, as the draft routes and the proxy do: the browser session, the login
 * token and the client's address (booking-api limits wrong lookups per address).
 */
function ownerHeaders(c: Context): Record<string, string> {
  const chain = forwardedFor(c.req.header('x-forwarded-for'), socketAddressOf(c.env));
  return { ...draftOwnerHeaders(c, sessionIdOf(c)), ...(chain && { 'x-forwarded-for': chain }) };
}

export function createServerRenderer(options: {
  registry: RegistrySource;
  upstream: Upstream;
  folders: GatewayFolders;
  /** The shell's build, whose server container draws every page's layout around the remote's page. */
  shellDist: string;
  settings: SsrSettings;
  /** The other remotes' modules a page draws as soon as it renders (mf-search's search box), drawn with it. */
  siblingsOf?: (remote: RemoteName, module: string) => RemoteModule[];
}): ServerRenderer {
  const { settings } = options;
  // One loader per remote: each keeps its own current container, so the hotel and city pages never evict each other.
  const loaders = new Map<RemoteName, BuildLoader>();
  const host = createFederationHost(settings.containerDownload);
  const loaderFor = (remote: RemoteName) => {
    let loader = loaders.get(remote);
    if (!loader) {
      loader = createOneTreeLoader({ remote, host, folders: options.folders, shellDist: options.shellDist });
      loaders.set(remote, loader);
    }
    return loader;
  };
  const renderer = createPageRenderer({
    upstream: options.upstream,
    renderTimeoutMs: settings.renderTimeoutMs,
    dataTimeoutMs: settings.dataTimeoutMs,
  });
  const ssrRefOf = (remote: RemoteName) => options.registry.current().remotes[remote]?.ssr;
  const siblingModules = createSiblingModules({ host, folders: options.folders, ssrRefOf });
  const siteSettings = createSiteSettingsSource({
    upstream: options.upstream,
    ttlMs: settings.siteSettingsTtlMs,
  });

  const kept = createPageCache({ ttlMs: settings.pageCacheMs });

  const pageOf = (match: RouteMatch) => pageForRoute(match.route, match.params);
  return {
    counts: renderer.counts,
    forgetKeptPages: kept.forget,
    needsSession(match) {
      return (
        settings.enabled && Boolean(match.route.serverRendered?.dataGlobal) && pageOf(match) !== undefined
      );
    },
    async answer(c, indexHtml, match, session) {
      const { route, params } = match;
      const { dataGlobal, personal = false } = route.serverRendered ?? {};
      // The catch-all stands for 404 until a CMS page is rendered for its path; its fallback keeps the 404.
      if (!settings.enabled || !dataGlobal) return undefined;
      // A login-only page without a traveller: the shell asks them to log in; there is nothing to draw.
      if (route.loginRequired && !session) return undefined;
      const page = pageForRoute(route, params);
      if (!page) return undefined;
      const requestUrl = new URL(c.req.url);
      const today = todayInTehran();
      const correction = correctStayQuery(requestUrl.search, today);
      // The visitor's header payload: the comment toggle is read from it, and the header's links are drawn from it.
      const headerFooter = getCookie(c, HEADER_FOOTER_COOKIE);
      // A page that is not personal is the same for every visitor without a login token (page-cache.ts).
      const keepKey =
        personal || tokenFromCookie(c) ? undefined : `${today} ${headerFooter ?? ''} ${c.req.url}`;
      const registry = options.registry.current();
      const found = keepKey === undefined ? undefined : kept.take(keepKey, registry, indexHtml);
      if (found) {
        for (const hash of found.scriptHashes) allowInlineScript(c.req.raw, hash);
        const { html, status, render, body, headerFooterCookie } = found;
        return {
          html,
          status,
          render,
          timing: 'cache;desc=kept',
          drawn: true,
          body,
          ...(headerFooterCookie && { headerFooterCookie }),
        };
      }
      const generation = kept.generation();
      // Another remote's module the page draws (the hotel page's search box), loaded from its server container
      // while the site's settings and the page's data load (a map lookup once loaded; never rejects).
      const siblings = siblingModules(
        (options.siblingsOf?.(page.remote, page.module) ?? []).filter(({ remote }) => remote !== page.remote),
      );
      // Without the visitor's header/footer cookie, the page is drawn with booking-api's payload (and the answer
      // sets the cookie): the shell's first render then reads the same, and nothing is drawn again.
      const site = await siteSettings.forRequest(headerFooter, AbortSignal.timeout(settings.dataTimeoutMs));
      const { headerFooterCookie } = site;
      const cookies = c.req.header('cookie') ?? '';
      const outcome = await renderer.render({
        loader: loaderFor(page.remote),
        ssrRef: registry.remotes[page.remote]?.ssr,
        module: page.module,
        // The not-found page is mf-content's: its own pages show it for a page booking-api does not have.
        notFoundModule: page.remote === NOT_FOUND_PAGE.owner ? NOT_FOUND_PAGE.page : undefined,
        request: { params, stay: correction.stay, search: correction.search },
        siblings,
        site: site.settings,
        ...(personal && { headers: ownerHeaders(c) }),
        session: session ?? null,
        cookies: headerFooterCookie
          ? `${cookies}${cookies ? '; ' : ''}${HEADER_FOOTER_COOKIE}=${headerFooterCookie}`
          : cookies,
        label: `${page.remote} ${page.module} ${requestUrl.pathname}`,
        url: publicUrl(c.req.url, settings.publicOrigin),
        requestId: c.var.requestId ?? c.req.header('x-request-id'),
      });
      if (outcome.kind === 'fallback')
        return { html: indexHtml, status: match.status, render: `client; reason=${outcome.reason}` };
      const notFound = outcome.kind === 'not-found';
      const rendered = outcome.page; // absent only for a page that does not exist, left to the browser
      if (!rendered) return { html: indexHtml, status: 404, render: 'not-found' };
      const movedTo =
        notFound || personal ? undefined : canonicalMove(rendered.head.canonical, requestUrl, match);
      if (movedTo) return { html: indexHtml, status: 301, render: 'moved', movedTo };
      try {
        const injected = injectServerRender(
          indexHtml,
          rendered,
          {
            remote: page.remote,
            module: notFound ? NOT_FOUND_PAGE.page : page.module,
            path: requestUrl.pathname,
            commentsOpen: rendered.site.commentsOpen,
            // Drawn with the visitor's cookie, or with booking-api's payload and the cookie set.
            headerFooterCookie: headerFooter !== undefined || headerFooterCookie !== undefined,
            ...(rendered.areas && { areas: rendered.areas }),
            ...(rendered.siblings && { siblings: rendered.siblings }),
          },
          dataGlobal,
          { noindex: notFound || personal },
        );
        for (const hash of injected.scriptHashes) allowInlineScript(c.req.raw, hash);
        const { data = 0, render = 0 } = outcome.timings ?? {};
        const timing = `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}`;
        const answer: PageAnswer = {
          html: injected.html,
          ...(notFound ? { status: 404, render: 'not-found; server' } : { status: 200, render: 'server' }),
          timing,
          drawn: true,
          ...(headerFooterCookie && { headerFooterCookie }),
        };
        // Kept as answered to a visitor without a token: with the verdict that nobody is logged in.
        if (keepKey !== undefined) {
          const html = withSessionVerdict(answer.html, { valid: false });
          const page = { html, status: answer.status, render: answer.render, registry, indexHtml };
          kept.keep(
            keepKey,
            {
              ...page,
              scriptHashes: injected.scriptHashes,
              ...(headerFooterCookie && { headerFooterCookie }),
            },
            generation,
          );
        }
        return answer;
      } catch (error) {
        logger.error(
          { err: error },
          '[ssr] the render could not be written into index.html; served the shell',
        );
        return notFound
          ? { html: indexHtml, status: 404, render: 'not-found' }
          : { html: indexHtml, status: match.status, render: 'client; reason=inject' };
      }
    },
  };
}
