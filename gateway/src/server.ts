// Starts the gateway on PORT (default 8080). booking-api runs in a worker thread of this process on PGlite (or
// on PostgreSQL with DATABASE_URL), seeded on first start, unless UPSTREAM_API_URL points elsewhere.

import path from 'node:path';
import { serve } from '@hono/node-server';
import { createGatewayApp } from './app';
import { loadConfig } from './config';
import { describeBotCheck, describeMode } from './config/mode';
import { httpUpstream, type Upstream } from './upstream';
import { workerUpstream } from './upstream/worker';

async function connectUpstream(config: ReturnType<typeof loadConfig>) {
  if (config.upstreamUrl) {
    const upstream = httpUpstream(config.upstreamUrl);
    console.log(`booking-api: ${config.upstreamUrl}`);
    return { upstream: upstream as Upstream, close: () => upstream.close() };
  }
  // booking-api and its database run in a worker thread, off the loop that serves pages, builds and /healthz.
  const upstream = await workerUpstream(path.join(__dirname, 'upstream', 'booking-api-thread.js'), {
    databaseUrl: config.databaseUrl,
  });
  console.log(`booking-api: in a worker thread, ${upstream.note}`);
  return { upstream: upstream as Upstream, close: () => upstream.close() };
}

async function main() {
  const config = loadConfig();
  const { upstream, close } = await connectUpstream(config);
  const app = createGatewayApp(config, upstream);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(describeMode(config));
    const botCheck = describeBotCheck(config);
    if (botCheck) console.warn(botCheck);
    console.log(`راهی is running: http://localhost:${info.port}`);
  });
  const stop = () => server.close(() => close().finally(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[gateway] failed to start', error);
  process.exit(1);
});
