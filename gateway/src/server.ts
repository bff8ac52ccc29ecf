// Starts the gateway on PORT (default 8080). booking-api runs in a worker thread of this process on PGlite (or
// on PostgreSQL with DATABASE_URL), seeded on first start, unless UPSTREAM_API_URL points elsewhere. Metrics are
// served on METRICS_PORT (booking-api/src/observability/metrics-server.ts); SIGTERM stops it gracefully.
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import {
  logger,
  metricsRegistry,
  metricsSettingsFrom,
  startMetricsServer,
  stopOnSignals,
} from '@rahi/booking-api/observability';
import { assertSettings } from '@rahi/booking-api/settings';
import { collectDefaultMetrics } from 'prom-client';
import { createGatewayApp } from './app';
import { loadConfig } from './config';
import { describeBotCheck, describeMode } from './config/mode';
import { metricsText } from './metrics';
import { startFleetRegistry } from './registry/fleet-registry';
import { httpUpstream, type Upstream } from './upstream';
import { type ThreadMetrics, workerUpstream } from './upstream/worker';
import { sharedRenderPool } from './voucher/render-pool';

/** How long an idle keep-alive connection stays open: past the clients' own idle timeouts (see main). */
const KEEP_ALIVE_MS = 65_000;

async function connectUpstream(config: ReturnType<typeof loadConfig>) {
  if (config.upstreamUrl) {
    const upstream = httpUpstream(config.upstreamUrl);
    logger.info(`booking-api: ${config.upstreamUrl}`);
    return { upstream: upstream as Upstream, close: () => upstream.close(), metrics: async () => [] };
  }
  // booking-api and its database run in a worker thread, off the loop that serves pages, builds and /healthz.
  const upstream = await workerUpstream(path.join(__dirname, 'upstream', 'booking-api-thread.js'), {
    databaseUrl: config.databaseUrl,
  });
  logger.info(`booking-api: in a worker thread, ${upstream.note}`);
  return {
    upstream: upstream as Upstream,
    close: () => upstream.close(),
    metrics: async (): Promise<ThreadMetrics[]> => [await upstream.metrics()],
  };
}

async function main() {
  logger.setBindings({ service: 'gateway' });
  // booking-api's thread logs as this process does: pretty in a terminal, JSON otherwise.
  process.env.LOG_FORMAT ??= process.stdout.isTTY ? 'pretty' : 'json';
  const config = loadConfig();
  // booking-api runs in this process unless it is elsewhere: its settings are checked before its thread starts.
  if (!config.upstreamUrl) assertSettings();
  const { upstream, close, metrics } = await connectUpstream(config);
  collectDefaultMetrics({ register: metricsRegistry });
  const metricsSettings = metricsSettingsFrom();
  const metricsServer =
    metricsSettings && (await startMetricsServer(metricsSettings, () => metricsText(metrics)));
  // After booking-api's start: it has migrated the registry's tables.
  const fleetRegistry = await startFleetRegistry(config);
  if (fleetRegistry) logger.info('registry: PostgreSQL (remote_registry), following its changes');
  const app = createGatewayApp(config, upstream, undefined, undefined, fleetRegistry);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(describeMode(config));
    const botCheck = describeBotCheck(config);
    if (botCheck) logger.warn(botCheck);
    logger.info({ port: info.port }, `راهی is running: http://localhost:${info.port}`);
  }) as Server; // no `createServer` option: node:http's server
  // An idle keep-alive connection is for its client to close: at Node's default of 5 s the server closed one just as
  // a client (the e2e suite's Playwright request context) sent its next request on it, which failed with
  // ECONNRESET in CI. 65 s outlasts the usual idle timeouts of clients and load balancers (60 s).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  stopOnSignals(server, {
    cleanup: async () => {
      await metricsServer?.close();
      await sharedRenderPool().close();
      await fleetRegistry?.close();
      await close();
    },
  });
}

main().catch((error) => {
  logger.error({ err: error }, 'the gateway failed to start');
  process.exit(1);
});
