// GET /mf-registry.json: where each remote's manifest lives, never cached by browsers.
import { Hono } from 'hono';
import type { RegistrySource } from './registry-source';

export function registryRoutes(source: RegistrySource) {
  return new Hono().get('/mf-registry.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(source.current());
  });
}
