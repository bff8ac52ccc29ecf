// Static files: the shell's assets at /, each remote's build at /remotes/<folder>/, independently
// deployed builds at /releases/. Precompressed .br/.gz files made at build time are preferred. A remote's file
// that is gone is served from the gateway's copy of its build while that is kept (registry/previous-builds.ts).
import fs from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { PreviousBuilds } from '../registry/previous-builds';
import { cacheControlFor } from './cache-control';

function staticFrom(root: string, prefix: string | ((requestPath: string) => string)): MiddlewareHandler {
  // serveStatic calls onFound after it has built the Response, so a header set there reaches the
  // client only while @hono/node-server's own Response class shares its Headers object. Remember the
  // file served and set Cache-Control on the Response itself instead.
  const served = new WeakMap<Context, string>();
  const serve = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (requestPath) =>
      typeof prefix === 'function' ? prefix(requestPath) : requestPath.slice(prefix.length) || '/',
    onFound: (filePath, c) => {
      served.set(c, filePath);
    },
  });
  return async (c, next) => {
    const result = await serve(c, next);
    const filePath = served.get(c);
    if (result instanceof Response && filePath !== undefined) {
      result.headers.set('Cache-Control', cacheControlFor(filePath));
    }
    return result;
  };
}

/** Serves a remote's file from the kept copy of its build, when it has one. */
function keptFrom(builds: PreviousBuilds): MiddlewareHandler {
  const serve = staticFrom(builds.dir, (requestPath) => builds.keptPath(requestPath) ?? '/');
  return (c, next) => (builds.keptPath(c.req.path) ? serve(c, next) : next());
}

export function assetRoutes(options: {
  shellDist: string;
  remoteDists: Record<string, string>;
  releasesDir: string;
  previousBuilds?: PreviousBuilds;
}) {
  const app = new Hono();
  for (const [folder, dist] of Object.entries(options.remoteDists)) {
    app.use(`/remotes/${folder}/*`, staticFrom(dist, `/remotes/${folder}`));
  }
  fs.mkdirSync(options.releasesDir, { recursive: true });
  app.use('/releases/*', staticFrom(options.releasesDir, '/releases'));
  if (options.previousBuilds) {
    app.use('/remotes/*', keptFrom(options.previousBuilds));
    app.use('/releases/*', keptFrom(options.previousBuilds));
  }
  // The shell's own files; index.html is served by the page routes with the right status.
  app.use('/static/*', staticFrom(options.shellDist, ''));
  app.use('/main.js', staticFrom(options.shellDist, ''));
  // The shell build's hash, read every hour by open pages to notice a newer shell (no-cache, like main.js).
  app.use('/build-manifest.json', staticFrom(options.shellDist, ''));
  return app;
}
