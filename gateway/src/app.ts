// The gateway app: security headers and compression around the registry, health, assets and pages.
// Mounted in tests with app.request(); server.ts only listens.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { assetRoutes } from './assets';
import type { GatewayConfig } from './config';
import { healthRoutes } from './health';
import { pageRoutes } from './pages';
import { registryRoutes } from './registry';
import { createRegistrySource } from './registry/registry-source';
import { securityHeaders } from './security';

export function createGatewayApp(config: GatewayConfig) {
  const registry = createRegistrySource({ file: config.registryFile, json: config.registryJson });
  const app = new Hono();
  app.use(securityHeaders(registry));
  app.use(compress());
  app.route('/', healthRoutes());
  app.route('/', registryRoutes(registry));
  app.route('/', assetRoutes(config));
  app.route('/', pageRoutes(config));
  return app;
}
