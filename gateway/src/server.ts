// Starts the gateway on PORT (default 8080).
import { serve } from '@hono/node-server';
import { createGatewayApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = createGatewayApp(config);

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' },
  (info) => {
    console.log(`راهی is running: http://localhost:${info.port}`);
  },
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
