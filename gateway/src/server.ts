// Starts the gateway on PORT (default 8080). booking-api runs in this process on PGlite (or on
// PostgreSQL with DATABASE_URL), seeded on first start, unless UPSTREAM_API_URL points elsewhere.
import { serve } from '@hono/node-server';
import { createBookingApi, openDatabase, seedIfEmpty, startBookingSweeps } from '@rahi/booking-api';
import { createGatewayApp } from './app';
import { loadConfig } from './config';
import { httpUpstream, inProcessUpstream, type Upstream } from './upstream';

async function connectUpstream(config: ReturnType<typeof loadConfig>) {
  if (config.upstreamUrl) {
    const upstream = httpUpstream(config.upstreamUrl);
    console.log(`booking-api: ${config.upstreamUrl}`);
    return { upstream: upstream as Upstream, close: () => upstream.close() };
  }
  const handle = await openDatabase({ url: config.databaseUrl });
  const seeded = await seedIfEmpty(handle.db);
  if (seeded)
    console.log(
      `booking-api: seeded an empty ${handle.kind} database in ${(seeded.elapsedMs / 1000).toFixed(1)} s`,
    );
  // The hold sweep and the payment reconciler run in every process that serves booking-api.
  const stopSweeps = startBookingSweeps(handle.db);
  const close = () => {
    stopSweeps();
    return handle.close();
  };
  return { upstream: inProcessUpstream(createBookingApi({ db: handle.db })), close };
}

async function main() {
  const config = loadConfig();
  const { upstream, close } = await connectUpstream(config);
  const app = createGatewayApp(config, upstream);
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' },
    (info) => {
      console.log(`راهی is running: http://localhost:${info.port}`);
    },
  );
  const stop = () => server.close(() => close().finally(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[gateway] failed to start', error);
  process.exit(1);
});
