// Static files: the shell's assets at /, each remote's build at /remotes/<folder>/, independently
// deployed builds at /releases/. Precompressed .br/.gz files made at build time are preferred.
import fs from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cacheControlFor } from './cache-control';

const setCacheHeaders = (filePath: string, c: { header: (name: string, value: string) => void }) => {
  c.header('Cache-Control', cacheControlFor(filePath));
};

function staticFrom(root: string, prefix: string) {
  return serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (requestPath) => requestPath.slice(prefix.length) || '/',
    onFound: setCacheHeaders,
  });
}

export function assetRoutes(options: {
  shellDist: string;
  remoteDists: Record<string, string>;
  releasesDir: string;
}) {
  const app = new Hono();
  for (const [folder, dist] of Object.entries(options.remoteDists)) {
    app.use(`/remotes/${folder}/*`, staticFrom(dist, `/remotes/${folder}`));
  }
  fs.mkdirSync(options.releasesDir, { recursive: true });
  app.use('/releases/*', staticFrom(options.releasesDir, '/releases'));
  // The shell's own files; index.html is served by the page routes with the right status.
  app.use('/static/*', staticFrom(options.shellDist, ''));
  app.use('/main.js', staticFrom(options.shellDist, ''));
  return app;
}
