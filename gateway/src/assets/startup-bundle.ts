// Many start-up chunks as one script: GET /_startup.js?files=/static/js/a.0123456789.js,/remotes/mf-hotel/…
// The shell's paint-first.js asks for a page's start-up chunks (index.html's <meta name="rahi-chunks"> and the
// metas pages/startup-chunks.ts adds) in a few of these instead of a script element each: inserting a script
// costs the main thread 1-3 ms, and the hotel page's 80 came to 120-280 ms of it after the first paint. A chunk
// is a webpack JSONP chunk that pushes its modules onto its build's global array, so chunks joined with ";"
// between them install exactly as they do one by one (their source-map comments are left out: one would claim
// the whole script; a chunk's map is still at its own address). Only hashed files are taken (a name never changes
// content), so an answer is kept in memory and cached by the browser for a year; the compression middleware
// compresses it once. A name that is not such a file, or is missing, fails the whole request: paint-first.js
// then drops the script and the federation runtime loads those chunks itself.
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { boundedBuffers } from '../bounded-buffers';
import { fileForGatewayPath, type GatewayFolders } from '../ssr/locations';

/** The path paint-first.js asks. */
export const STARTUP_BUNDLE_PATH = '/_startup.js';
/** At most this many files in one request (paint-first.js asks for 20 at a time). */
export const MAX_FILES = 64;
const HASHED_CHUNK = /^\/(?:static|remotes\/[a-z0-9-]+\/static)\/js\/[A-Za-z0-9_.-]+\.[0-9a-f]{10}\.js$/;

export interface StartupBundleOptions extends GatewayFolders {
  shellDist: string;
  /** Joined bundles kept, by count and by total bytes (defaults 100 and 64 MiB). */
  cacheEntries?: number;
  cacheBytes?: number;
}

/** The file a chunk path is served from, or undefined when it is not a hashed chunk this gateway serves. */
export function chunkFile(urlPath: string, options: StartupBundleOptions): string | undefined {
  if (!HASHED_CHUNK.test(urlPath) || urlPath.includes('..')) return undefined;
  if (urlPath.startsWith('/static/')) return path.join(options.shellDist, urlPath);
  return fileForGatewayPath(urlPath, options);
}

/** A chunk's closing source-map comment: in a joined script it would map the whole script with one chunk's map. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

/**
 * V8's explicit compile hint (Chrome 136+): every function in this script is compiled with the script itself,
 * on the background thread that streams it, instead of one by one on the main thread the first time each
 * start-up module runs. Every chunk joined here is run at start-up (that is what makes it a start-up chunk).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks' text joined into one script; undefined when one cannot be read. */
function join(files: string[]): Buffer | undefined {
  const parts: string[] = [];
  for (const file of files) {
    try {
      parts.push(fs.readFileSync(file, 'utf8').replace(SOURCE_MAP_COMMENT, ''));
    } catch {
      return undefined;
    }
  }
  return Buffer.from(`${COMPILE_HINT}\n${parts.join('\n;\n')}\n`);
}

/** GET /_startup.js?files=a,b,…: the named start-up chunks as one script (see the top of this file). */
export function startupBundleRoutes(options: StartupBundleOptions) {
  const cache = boundedBuffers(options.cacheEntries ?? 100, options.cacheBytes ?? 64 * 1024 * 1024);
  const app = new Hono();
  app.get(STARTUP_BUNDLE_PATH, (c) => {
    const list = c.req.query('files') ?? '';
    const names = list.split(',').filter(Boolean);
    if (names.length === 0 || names.length > MAX_FILES)
      return c.text(`files: 1 to ${MAX_FILES} chunk paths, comma-separated`, 400);
    let body = cache.get(list);
    if (!body) {
      const files = names.map((name) => chunkFile(name, options));
      const unknown = names.filter((_, i) => files[i] === undefined);
      if (unknown.length > 0)
        return c.text(`not start-up chunks of this gateway: ${unknown.join(', ')}`, 400);
      body = join(files as string[]);
      if (!body) return c.text('a chunk is missing (an older or newer deployment?)', 404);
      cache.set(list, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
