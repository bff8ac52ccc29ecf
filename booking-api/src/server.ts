// booking-api on its own port (BOOKING_API_PORT, default 8081), for a separate deployment; the
// gateway then reaches it through UPSTREAM_API_URL. Metrics on METRICS_PORT (observability/metrics-server.ts).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { collectDefaultMetrics } from 'prom-client';
import { createBookingApi } from './app';
import { startBookingSweeps } from './bookings/sweeps';
import { openDatabase } from './db/client';
import { registerDomainMetrics } from './observability/domain-metrics';
import { stopOnSignals } from './observability/graceful-shutdown';
import { logger } from './observability/logger';
import { metricsRegistry } from './observability/metrics';
import { metricsSettingsFrom, startMetricsServer } from './observability/metrics-server';
import { seedIfEmpty } from './seed';
import { assertSettings, bookingApiPort } from './settings/start-checks';

async function main() {
  logger.setBindings({ service: 'booking-api' });
  assertSettings();
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  await handle.exclusive(() => seedIfEmpty(handle.db));
  const app = createBookingApi({ db: handle.db });
  const stopListening = await app.listenForChanges();
  const stopSweeps = startBookingSweeps(handle.db);
  collectDefaultMetrics({ register: metricsRegistry });
  registerDomainMetrics(handle.db, handle.pool);
  const metricsSettings = metricsSettingsFrom();
  const metrics =
    metricsSettings && (await startMetricsServer(metricsSettings, () => metricsRegistry.metrics()));
  const port = bookingApiPort();
  const hostname = process.env.HOST || '127.0.0.1';
  const devRoutes = process.env.RAHI_DEV_ROUTES === '1';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    logger.info(
      `mode: ${devRoutes ? 'DEVELOPMENT ROUTES ON (RAHI_DEV_ROUTES=1): /dev/sms-outbox hands out login codes, never expose this' : 'development routes off'}; listening on ${hostname}:${info.port}`,
    );
    logger.info(
      { port: info.port },
      `booking-api (${handle.kind}) is running: http://localhost:${info.port}`,
    );
  });
  stopOnSignals(server as Server, {
    cleanup: async () => {
      await stopSweeps();
      await stopListening();
      await metrics?.close();
      await app.flushSearchCounts();
      await handle.close();
    },
  });
}

main().catch((error) => {
  logger.error({ err: error }, 'booking-api failed to start');
  process.exit(1);
});
