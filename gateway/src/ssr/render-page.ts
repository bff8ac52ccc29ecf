// One server render of a page (the hotel page, the city page, the home page): the owning remote's current server
// container (one-tree.ts) loads the page's data through booking-api and the shell's app draws it, each step bounded
// in time. Every way it can fail ends in an outcome the page route can answer with: the rendered page, a page that
// does not exist (404: drawn by the same container's not-found module when the request names one), or the
// browser-rendered shell (counted by reason, and logged).

import { logger } from '@rahi/booking-api/observability';
import type {
  AuthSession,
  PageDataRequest,
  PageRenderOutput,
  PageRenderRequest,
  ServerContainerModule,
  SiteSettings,
} from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';
import { callWithTimeout, isRenderTimeout } from './call-with-timeout';
import { upstreamFetcher } from './upstream-fetcher';

/**
 * What a remote's pages are drawn with: its server container's loadData, and its page() drawn inside the shell's
 * app (one-tree.ts makes one from the two containers), with other remotes' modules it draws (`siblings`).
 */
export interface ServerBuild extends Pick<ServerContainerModule, 'contract' | 'loadData'> {
  render(
    request: PageRenderRequest,
    siblings?: Readonly<Record<string, unknown>>,
  ): PageRenderOutput & Pick<RenderedPage, 'areas' | 'siblings'>;
}

export interface LoadedBuild {
  /** The container's address: a new key is a new version. */
  key: string;
  build: ServerBuild;
}

/** Keeps a remote's current server container loaded (one-tree.ts). */
export interface BuildLoader {
  /** The container the registry's `ssr` entry names, loaded; rejects when it cannot be loaded. */
  current(ssrRef: string): Promise<LoadedBuild>;
}

/** What the build's render gave (shared-contracts' page contract), with the data and site settings it was drawn from. */
export type RenderedPage = Pick<PageRenderOutput, 'html' | 'styles' | 'head'> & {
  data: unknown;
  site: SiteSettings;
  /** The other modules of the page's remote drawn beside it in the layout ('./ProfileMenu'). */
  areas?: readonly string[];
  /** Other remotes' modules the page was given to draw ('mf_search/SearchBox'). */
  siblings?: readonly string[];
};

export type FallbackReason = 'no-build' | 'build' | 'data' | 'render' | 'timeout';

/** Milliseconds spent loading the page's data and rendering it (for the Server-Timing header). */
export interface RenderTimings {
  data?: number;
  render?: number;
}

export type RenderOutcome =
  | { kind: 'rendered'; page: RenderedPage; timings: RenderTimings }
  /** No such page; `page` is the not-found module's render, when the request names one and it rendered. */
  | { kind: 'not-found'; page?: RenderedPage; timings?: RenderTimings }
  | { kind: 'fallback'; reason: FallbackReason };

export interface RenderCounts {
  rendered: number;
  notFound: number;
  fallback: Record<FallbackReason, number>;
}

export interface RenderRequest {
  /** The loader of the owning remote's server container. */
  loader: BuildLoader;
  /** The registry's `ssr` entry for the owning remote; undefined when it has none. */
  ssrRef: string | undefined;
  /** The exposed module rendered ('./CityPage'): given to loadData and render, as a build may render several. */
  module: string;
  /** The page's params, corrected stay and query, for the build's loadData (the module, fetcher and signal added). */
  request: Pick<PageDataRequest, 'params' | 'stay' | 'search'>;
  /** The site's settings to draw with (site-settings.ts). */
  site: SiteSettings;
  /**
   * The module of the same build drawn, with no data, when loadData says the page does not exist (mf-content's
   * './NotFoundPage'); without it, or if it fails, such a page is answered with the plain shell.
   */
  notFoundModule?: string | undefined;
  /** Headers the data calls carry besides (a personal page's: the draft session and the login token). */
  headers?: Readonly<Record<string, string>>;
  /** Who is logged in, for a personal page (the server's token check; null: nobody); absent for the others. */
  session?: AuthSession | null;
  /** The request's Cookie header, for a page drawn as one tree with the shell (its header reads cookies). */
  cookies?: string | undefined;
  /**
   * Other remotes' modules the page draws (sibling-modules.ts: 'mf_search/SearchBox' → its component), still loading
   * while the page's data does; awaited before the page is drawn.
   */
  siblings?: Promise<Readonly<Record<string, unknown>>>;
  /** Names the page in logs: 'hotel 12'. */
  label: string;
  /** The absolute address, for the canonical link. */
  url: string;
  requestId?: string | undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function checkOutput(output: unknown): Omit<RenderedPage, 'data' | 'site'> {
  const page = output as Partial<RenderedPage> | undefined;
  const head = page?.head;
  if (
    !isText(page?.html) ||
    !isText(page?.styles) ||
    !head ||
    !isText(head.title) ||
    !isText(head.description)
  ) {
    throw new Error('render() answered without html, styles and a head');
  }
  return page as Omit<RenderedPage, 'data' | 'site'>;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;

export function createPageRenderer(options: {
  upstream: Upstream;
  renderTimeoutMs: number;
  dataTimeoutMs: number;
}) {
  const counts: RenderCounts = {
    rendered: 0,
    notFound: 0,
    fallback: { 'no-build': 0, build: 0, data: 0, render: 0, timeout: 0 },
  };
  const fallback = (reason: FallbackReason): RenderOutcome => {
    counts.fallback[reason] += 1;
    return { kind: 'fallback', reason };
  };

  async function render(request: RenderRequest): Promise<RenderOutcome> {
    if (!request.ssrRef) return fallback('no-build');
    const { loader, label } = request;
    let loaded: Awaited<ReturnType<BuildLoader['current']>>;
    try {
      loaded = await loader.current(request.ssrRef);
    } catch {
      return fallback('build'); // logged once per broken build by the loader
    }
    /** The build's render of `module`, checked; a failure is logged and answered with its reason. */
    const draw = (
      module: string,
      data: unknown,
      site: SiteSettings,
      siblings?: Readonly<Record<string, unknown>>,
    ) => {
      const name = module === request.module ? label : `${label} (${module})`;
      try {
        const output = callWithTimeout(
          () =>
            loaded.build.render(
              {
                data,
                url: request.url,
                module,
                site,
                ...(request.session !== undefined && { session: request.session }),
                ...(request.cookies !== undefined && { cookies: request.cookies }),
              },
              siblings,
            ),
          options.renderTimeoutMs,
        );
        return { page: { ...checkOutput(output), data, site } };
      } catch (error) {
        if (isRenderTimeout(error)) {
          // renderToString starts each render afresh: one stopped half-way leaves nothing for the next.
          logger.error(`[ssr] ${name}: render took over ${options.renderTimeoutMs} ms; served the shell`);
          return { failed: 'timeout' as const };
        }
        logger.error({ err: error }, `[ssr] ${name}: render failed; served the shell`);
        return { failed: 'render' as const };
      }
    };
    let data: unknown;
    const { site } = request;
    const dataStarted = performance.now();
    try {
      const signal = AbortSignal.timeout(options.dataTimeoutMs);
      const fetcher = upstreamFetcher(options.upstream, signal, request.requestId, request.headers);
      data = await loaded.build.loadData({
        ...request.request,
        module: request.module,
        ...(request.cookies !== undefined && { cookies: request.cookies }),
        ...(request.session !== undefined && { session: request.session }),
        fetcher,
        signal,
      });
    } catch (error) {
      if (statusOf(error) === 404) {
        counts.notFound += 1;
        if (!request.notFoundModule) return { kind: 'not-found' };
        const renderStarted = performance.now();
        const drawn = draw(request.notFoundModule, undefined, site);
        if (!drawn.page) return { kind: 'not-found' };
        const timings = { data: renderStarted - dataStarted, render: performance.now() - renderStarted };
        return { kind: 'not-found', page: drawn.page, timings };
      }
      logger.error({ err: error }, `[ssr] ${label}: the page's data could not be loaded`);
      return fallback('data');
    }
    const siblings = await request.siblings;
    const renderStarted = performance.now();
    const drawn = draw(request.module, data, site, siblings);
    if (!drawn.page) return fallback(drawn.failed);
    counts.rendered += 1;
    const timings = { data: renderStarted - dataStarted, render: performance.now() - renderStarted };
    return { kind: 'rendered', page: drawn.page, timings };
  }

  return { render, counts: (): RenderCounts => structuredClone(counts) };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
