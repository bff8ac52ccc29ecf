// The gateway's settings, from the environment, with defaults that serve this checkout's builds.
import path from 'node:path';
import { readGatewayNumbers } from './env-numbers';

export interface GatewayConfig {
  port: number;
  /** The address to listen on (HOST, default 127.0.0.1: this machine only). */
  host: string;
  /**
   * RAHI_DEV_ROUTES=1: booking-api's development routes (the SMS outbox, which hands out login codes) are served
   * and proxied. For the e2e suite and local development; refused with NODE_ENV=production.
   */
  devRoutes: boolean;
  /** The shell's build: index.html and its assets. */
  shellDist: string;
  /** Each remote's build folder, served at /remotes/<folder>/. */
  remoteDists: Record<string, string>;
  /** Independently deployed builds, served at /releases/ (see docs/deploying-a-remote.md). */
  releasesDir: string;
  /** A JSON file with the registry; read again whenever it changes. */
  registryFile: string;
  /** The registry as JSON text; wins over the file. */
  registryJson: string | undefined;
  /** How often, at most, the registry file's modification time is looked at (MF_REGISTRY_RECHECK_MS, 500). */
  registryRecheckMs: number;
  /**
   * How long a remote's build stays served after the registry stopped naming it (MF_PREVIOUS_BUILD_KEEP_MS,
   * default 2 h: an open page looks for a newer build hourly); 0 turns keeping off (registry/previous-builds.ts).
   */
  previousBuildKeepMs: number;
  /** Where the gateway keeps its copies of the builds the registry names (MF_PREVIOUS_BUILDS_DIR, <repo>/.data/previous-builds). */
  previousBuildsDir: string;
  /** A separately running booking-api; unset, booking-api runs inside the gateway's process. */
  upstreamUrl: string | undefined;
  /** PostgreSQL for the in-process booking-api; unset, embedded PGlite under .data/. */
  databaseUrl: string | undefined;
  /** How long the proxy waits for booking-api. */
  upstreamTimeoutMs: number;
  /** SITEMAP_CACHE_MS (5 min): how long the sitemap's addresses are kept. */
  sitemapCacheMs: number;
  /** reCAPTCHA v3 site key for the shell's bot check; unset, the check is skipped. */
  recaptchaSiteKey: string | undefined;
  /** firebase's web app settings as JSON text, for push registration. */
  firebaseConfig: string | undefined;
  /** The public web-push (VAPID) key; push is on only with it and FIREBASE_CONFIG. */
  firebaseVapidKey: string | undefined;
  /** The map's tile template (MAP_TILE_URL) and its attribution (MAP_TILE_ATTRIBUTION); unset, OpenStreetMap's. */
  mapTileUrl: string | undefined;
  mapTileAttribution: string | undefined;
  /** The image path's folder of drawn pictures (IMAGE_CACHE_DIR, default <repo>/.data/image-cache). */
  imageCacheDir: string;
  /** The image cache's cap in bytes (IMAGE_CACHE_MAX_MB, default 256 MiB); least recently used go first. */
  imageCacheMaxBytes: number;
  /**
   * The site's public origin (PUBLIC_ORIGIN, e.g. https://rahi.example): canonical links, and HSTS when https.
   * Required with NODE_ENV=production, so that no link is built from a Host header a client chose.
   */
  publicOrigin: string | undefined;
}

export const REMOTE_FOLDERS = [
  'mf-search',
  'mf-hotel',
  'mf-reservation',
  'mf-profile',
  'mf-content',
  'mf-backoffice',
] as const;

/** PUBLIC_ORIGIN as an origin; refuses to start without one in production, or with one that is not http(s). */
export function readPublicOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'PUBLIC_ORIGIN must be set in production (e.g. https://rahi.example); refusing to start',
      );
    return undefined;
  }
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) address: ${value}`);
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const repoRoot = path.resolve(env.RAHI_ROOT ?? path.join(__dirname, '..', '..', '..'));
  const devRoutes = env.RAHI_DEV_ROUTES === '1';
  if (devRoutes && env.NODE_ENV === 'production')
    throw new Error(
      'RAHI_DEV_ROUTES=1 serves every login code to anyone: it is refused with NODE_ENV=production',
    );
  const numbers = readGatewayNumbers(env);
  return {
    port: numbers.PORT,
    host: env.HOST || '127.0.0.1',
    devRoutes,
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
    remoteDists: Object.fromEntries(
      REMOTE_FOLDERS.map((folder) => [folder, path.join(repoRoot, folder, 'dist')]),
    ),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, '.releases')),
    registryFile: path.resolve(env.MF_REGISTRY_FILE ?? path.join(repoRoot, 'mf-registry.json')),
    registryJson: env.MF_REGISTRY || undefined,
    registryRecheckMs: numbers.MF_REGISTRY_RECHECK_MS,
    previousBuildKeepMs: numbers.MF_PREVIOUS_BUILD_KEEP_MS,
    previousBuildsDir: path.resolve(
      env.MF_PREVIOUS_BUILDS_DIR ?? path.join(repoRoot, '.data', 'previous-builds'),
    ),
    upstreamUrl: env.UPSTREAM_API_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    upstreamTimeoutMs: numbers.UPSTREAM_TIMEOUT_MS,
    sitemapCacheMs: numbers.SITEMAP_CACHE_MS,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    firebaseConfig: env.FIREBASE_CONFIG || undefined,
    firebaseVapidKey: env.FIREBASE_VAPID_KEY || undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || undefined,
    imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR ?? path.join(repoRoot, '.data', 'image-cache')),
    imageCacheMaxBytes: numbers.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    publicOrigin: readPublicOrigin(env),
  };
}
