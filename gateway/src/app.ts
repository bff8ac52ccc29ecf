// The gateway app: security headers and compression (compression/) around the registry, health, assets and pages.
// Mounted in tests with app.request(); server.ts only listens.
import { MESSAGES } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { assetRoutes } from './assets';
import { startupBundleRoutes } from './assets/startup-bundle';
import { buildAppConfig, clientConfigCsp, clientConfigRoutes } from './client-config';
import { compressResponses } from './compression';
import type { GatewayConfig } from './config';
import { healthRoutes } from './health';
import { imageRoutes } from './images';
import { pageRoutes } from './pages';
import { createSiblingsOf } from './pages/startup-chunks';
import { passthroughRoutes } from './passthrough';
import { proxyRoutes } from './proxy';
import { failureEnvelope } from './proxy/messages';
import { registryRoutes } from './registry';
import { createPreviousBuilds, observedRegistry } from './registry/previous-builds';
import { createRegistrySource } from './registry/registry-source';
import { reservationRoutes } from './reservations';
import { sandboxBankRoutes } from './sandbox-bank';
import { securityHeaders } from './security';
import { refuseCrossSiteRequests } from './security/same-origin';
import { sitemapRoutes } from './sitemap';
import { createServerRenderer, loadSsrSettings, type SsrSettings } from './ssr';
import { supportRoutes } from './support';
import type { Upstream } from './upstream';
import { voucherRoutes } from './voucher';
import { sharedRenderPool, type VoucherRenderer } from './voucher/render-pool';

/**
 * `upstream` is booking-api, in this process or over HTTP; without one, the API routes (and server rendering)
 * are absent. `ssr` overrides the server renderer's settings (SSR_* in the environment otherwise); `vouchers` draws
 * the voucher PDFs (the process's worker pool otherwise).
 */
export function createGatewayApp(
  config: GatewayConfig,
  upstream?: Upstream,
  ssr?: Partial<SsrSettings>,
  vouchers: VoucherRenderer = sharedRenderPool(),
) {
  const previousBuilds = createPreviousBuilds({
    dir: config.previousBuildsDir,
    keepMs: config.previousBuildKeepMs,
    remoteDists: config.remoteDists,
    releasesDir: config.releasesDir,
  });
  const registry = observedRegistry(
    createRegistrySource({
      file: config.registryFile,
      json: config.registryJson,
      recheckMs: config.registryRecheckMs,
    }),
    previousBuilds,
  );
  // The builds named at start are kept from now on (registry/previous-builds.ts).
  registry.current();
  const app = new Hono();
  // Whatever throws answers the contract's envelope, never Hono's plain-text 500.
  app.onError((error, c) => {
    console.error(`[gateway] ${c.req.method} ${c.req.path} failed`, error);
    return c.json(failureEnvelope(MESSAGES.serverError), 500);
  });
  const hsts = config.publicOrigin?.startsWith('https:') ?? false;
  app.use(securityHeaders(registry, clientConfigCsp(buildAppConfig(config)), { hsts }));
  app.use(compressResponses());
  const publicOrigin = config.publicOrigin;
  app.use(refuseCrossSiteRequests({ publicOrigin, formPaths: [/^\/sandbox-bank\//] }));
  app.route('/', healthRoutes());
  app.route('/', registryRoutes(registry));
  app.route('/', clientConfigRoutes(config));
  if (upstream) {
    const timeoutMs = config.upstreamTimeoutMs;
    app.route('/', proxyRoutes({ upstream, timeoutMs, devRoutes: config.devRoutes }));
    app.route('/', reservationRoutes({ upstream, timeoutMs }));
    app.route('/', passthroughRoutes({ upstream, timeoutMs }));
    app.route('/', voucherRoutes({ upstream, timeoutMs, renderer: vouchers, publicOrigin }));
    app.route('/', sandboxBankRoutes({ upstream, timeoutMs }));
    app.route('/', supportRoutes({ upstream, timeoutMs }));
    app.route('/', sitemapRoutes({ upstream, timeoutMs, publicOrigin }));
    app.route(
      '/',
      imageRoutes({
        upstream,
        timeoutMs,
        cacheDir: config.imageCacheDir,
        cacheMaxBytes: config.imageCacheMaxBytes,
      }),
    );
  }
  app.route('/', assetRoutes({ ...config, previousBuilds }));
  app.route('/', startupBundleRoutes(config));
  const serverRenderer = upstream
    ? createServerRenderer({
        registry,
        upstream,
        folders: config,
        settings: { ...loadSsrSettings(), ...ssr },
        siblingsOf: createSiblingsOf({ registry, folders: config }),
      })
    : undefined;
  app.route(
    '/',
    pageRoutes({ shellDist: config.shellDist, serverRenderer, startupChunks: { registry, folders: config } }),
  );
  return app;
}
