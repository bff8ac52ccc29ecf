// The gateway app: security headers and compression (compression/) around the registry, health, assets and pages.
// Mounted in tests with app.request(); server.ts only listens.
import { logger, requestLog } from '@rahi/booking-api/observability';
import { MESSAGES } from '@rahi/shared-contracts';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import { assetRoutes } from './assets';
import { startupBundleRoutes } from './assets/startup-bundle';
import { buildAppConfig, clientConfigCsp, clientConfigRoutes } from './client-config';
import { compressResponses } from './compression';
import type { GatewayConfig } from './config';
import { healthRoutes } from './health';
import { bookingApiReady, registryLoaded, shellBuilt } from './health/readiness';
import { imageRoutes } from './images';
import { pageRoutes } from './pages';
import { SESSION_CHECK_MS } from './pages/session-verdict';
import { createSiblingsOf } from './pages/startup-chunks';
import { passthroughRoutes } from './passthrough';
import { paymentReturnRoutes } from './payment-return';
import { proxyRoutes } from './proxy';
import { failureEnvelope } from './proxy/messages';
import { STAFF_COOKIE } from './proxy/staff-cookie';
import { TOKEN_COOKIE } from './proxy/token-cookie';
import { registryRoutes } from './registry';
import { createPreviousBuilds, observedRegistry } from './registry/previous-builds';
import { createRegistrySource, type RegistrySource } from './registry/registry-source';
import { reservationRoutes } from './reservations';
import { sandboxBankRoutes } from './sandbox-bank';
import { securityHeaders } from './security';
import { refuseCrossSiteRequests } from './security/same-origin';
import { shortLinkRoutes } from './short-links';
import { sitemapRoutes } from './sitemap';
import { createServerRenderer, loadSsrSettings, type SsrSettings } from './ssr';
import { staffUploadRoutes } from './staff-uploads';
import type { Upstream } from './upstream';
import { measuredUpstream } from './upstream/measured';
import { voucherRoutes } from './voucher';
import { sharedRenderPool, type VoucherRenderer } from './voucher/render-pool';

/** The kind of caller by the session cookies sent (booking-api checks them): 'staff', 'traveller' or 'guest'. */
const callerKind = (c: Context) =>
  getCookie(c, STAFF_COOKIE) ? 'staff' : getCookie(c, TOKEN_COOKIE) ? 'traveller' : 'guest';

/**
 * `bookingApi` is booking-api, in this process or over HTTP; without one, the API routes (and server rendering)
 * are absent. `ssr` overrides the server renderer's settings (SSR_* in the environment otherwise); `vouchers` draws
 * the voucher PDFs (the process's worker pool otherwise). `registrySource` replaces the file's registry (the
 * database's, registry/database-registry.ts).
 */
export function createGatewayApp(
  config: GatewayConfig,
  bookingApi?: Upstream,
  ssr?: Partial<SsrSettings>,
  vouchers: VoucherRenderer = sharedRenderPool(),
  registrySource?: RegistrySource,
) {
  const previousBuilds = createPreviousBuilds({
    dir: config.previousBuildsDir,
    keepMs: config.previousBuildKeepMs,
    remoteDists: config.remoteDists,
    releasesDir: config.releasesDir,
  });
  const registry = observedRegistry(
    registrySource ??
      createRegistrySource({
        file: config.registryFile,
        json: config.registryJson,
        recheckMs: config.registryRecheckMs,
      }),
    previousBuilds,
  );
  // The builds named at start are kept from now on (registry/previous-builds.ts).
  registry.current();
  const upstream = bookingApi && measuredUpstream(bookingApi);
  const app = new Hono();
  app.use(requestId(), requestLog({ service: 'gateway', userKind: callerKind }));
  // Whatever throws answers the contract's envelope, never Hono's plain-text 500.
  app.onError((error, c) => {
    logger.error({ err: error }, `${c.req.method} ${c.req.path} failed`);
    return c.json(failureEnvelope(MESSAGES.serverError), 500);
  });
  const serverRenderer = upstream
    ? createServerRenderer({
        registry,
        upstream,
        folders: config,
        shellDist: config.shellDist,
        settings: { ...loadSsrSettings(), ...ssr },
        siblingsOf: createSiblingsOf({ registry, folders: config }),
      })
    : undefined;
  // A write through this gateway (a booking, a back-office change) forgets the pages kept for visitors without a
  // session (ssr/page-cache.ts); the proxy marks the calls that only read (c.var.proxiedMethod).
  app.use(async (c, next) => {
    await next();
    const { method } = c.req;
    const read = method === 'GET' || method === 'HEAD' || c.var.proxiedMethod === 'GET';
    if (read || c.res.status >= 400) return; // a refused write changed nothing
    serverRenderer?.forgetKeptPages();
  });
  const hsts = config.publicOrigin?.startsWith('https:') ?? false;
  app.use(securityHeaders(registry, clientConfigCsp(buildAppConfig(config)), { hsts }));
  app.use(compressResponses());
  const publicOrigin = config.publicOrigin;
  app.use(refuseCrossSiteRequests({ publicOrigin, formPaths: [/^\/sandbox-bank\//, /^\/staff-uploads\//] }));
  app.route(
    '/',
    healthRoutes(Date.now(), {
      ...(upstream && { database: bookingApiReady(upstream) }),
      registry: registryLoaded(registry),
      shell: shellBuilt(config.shellDist),
    }),
  );
  app.route('/', registryRoutes(registry));
  app.route('/', clientConfigRoutes(config));
  if (upstream) {
    const timeoutMs = config.upstreamTimeoutMs;
    app.route(
      '/',
      proxyRoutes({ upstream, timeoutMs, devRoutes: config.devRoutes, secureStaffCookie: hsts }),
    );
    app.route('/', reservationRoutes({ upstream, timeoutMs }));
    app.route('/', passthroughRoutes({ upstream, timeoutMs }));
    app.route('/', voucherRoutes({ upstream, timeoutMs, renderer: vouchers, publicOrigin }));
    app.route('/', sandboxBankRoutes({ upstream, timeoutMs }));
    app.route('/', shortLinkRoutes({ upstream, timeoutMs }));
    app.route('/', paymentReturnRoutes({ upstream, timeoutMs }));
    app.route('/', staffUploadRoutes({ upstream }));
    app.route('/', sitemapRoutes({ upstream, timeoutMs, publicOrigin, cacheMs: config.sitemapCacheMs }));
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
  app.route(
    '/',
    pageRoutes({
      shellDist: config.shellDist,
      serverRenderer,
      startupChunks: { registry, folders: config },
      session: upstream && { upstream, timeoutMs: Math.min(config.upstreamTimeoutMs, SESSION_CHECK_MS) },
    }),
  );
  return app;
}
