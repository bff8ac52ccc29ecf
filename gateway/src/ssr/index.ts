// Server rendering of the hotel page (issue 6; docs/architecture.md, "Server rendering of the hotel page").
// For a route the table marks serverRendered, the page route hands its request here: the stay is corrected as
// the browser corrects it, mf-hotel's current server build (the registry's `ssr` entry, loaded at run time)
// loads the data and renders, and the result is written into the shell's index.html. A hotel that does not
// exist answers 404; anything else that fails answers the plain shell, which renders in the browser.
import { correctStayQuery, type RemoteName, type RouteMatch, todayInTehran } from '@rahi/shared-contracts';
import type { Context } from 'hono';
import type { RegistrySource } from '../registry/registry-source';
import { allowInlineScript } from '../security';
import type { Upstream } from '../upstream';
import { createBuildLoader } from './build-loader';
import { injectServerRender } from './inject';
import type { GatewayFolders } from './locations';
import { createHotelPageRenderer, type RenderCounts } from './render-hotel-page';
import type { SsrSettings } from './settings';

export { loadSsrSettings, type SsrSettings } from './settings';

export interface PageAnswer {
  html: string;
  status: number;
  /** server: rendered here; client: the plain shell (with the reason); not-found: no such hotel. */
  render: string;
  /** A Server-Timing value ('data;dur=4.1, render;dur=12.3') when the page was rendered. */
  timing?: string;
}

export interface ServerRenderer {
  /** Answers a serverRendered route, or undefined when it does not apply (another route, rendering off). */
  answer(c: Context, indexHtml: string, match: RouteMatch): Promise<PageAnswer | undefined>;
  counts(): RenderCounts;
}

/** The absolute address of the request, on PUBLIC_ORIGIN when it is set. */
function publicUrl(requestUrl: string, publicOrigin: string | undefined): string {
  const url = new URL(requestUrl);
  return publicOrigin ? new URL(`${url.pathname}${url.search}`, publicOrigin).toString() : url.toString();
}

export function createServerRenderer(options: {
  registry: RegistrySource;
  upstream: Upstream;
  folders: GatewayFolders;
  settings: SsrSettings;
}): ServerRenderer {
  const { settings } = options;
  const loader = createBuildLoader({
    folders: options.folders,
    downloadTimeoutMs: settings.downloadTimeoutMs,
    maxBundleBytes: settings.maxBundleBytes,
    manifestRecheckMs: settings.manifestRecheckMs,
    cacheDir: settings.cacheDir,
  });
  const renderer = createHotelPageRenderer({
    loader,
    upstream: options.upstream,
    renderTimeoutMs: settings.renderTimeoutMs,
    dataTimeoutMs: settings.dataTimeoutMs,
  });

  return {
    counts: renderer.counts,
    async answer(c, indexHtml, match) {
      const { route, params } = match;
      if (!settings.enabled || !route.serverRendered || match.status !== 200 || !route.page) return undefined;
      if (route.owner !== 'mf_hotel') return undefined; // the one server build there is
      const owner: RemoteName = route.owner;
      const url = publicUrl(c.req.url, settings.publicOrigin);
      const outcome = await renderer.render({
        manifestRef: options.registry.current().remotes[owner]?.ssr,
        hotelId: Number(params.id),
        stay: correctStayQuery(new URL(c.req.url).search, todayInTehran()).stay,
        url,
        requestId: c.req.header('x-request-id'),
      });
      if (outcome.kind === 'not-found') return { html: indexHtml, status: 404, render: 'not-found' };
      if (outcome.kind === 'fallback')
        return { html: indexHtml, status: 200, render: `client; reason=${outcome.reason}` };
      try {
        const injected = injectServerRender(indexHtml, outcome.page, {
          remote: owner,
          module: route.page,
          path: new URL(c.req.url).pathname,
        });
        allowInlineScript(c.req.raw, injected.scriptHash);
        const { data = 0, render = 0 } = outcome.timings;
        const timing = `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}`;
        return { html: injected.html, status: 200, render: 'server', timing };
      } catch (error) {
        console.error('[ssr] the render could not be written into index.html; served the shell', error);
        return { html: indexHtml, status: 200, render: 'client; reason=inject' };
      }
    },
  };
}
