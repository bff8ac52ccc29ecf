// The server renderer's settings, from the environment (SSR_*, PUBLIC_ORIGIN). Kept beside the renderer so the
// rest of the gateway's configuration does not change shape for it.
import { readGatewayNumbers } from '../config/env-numbers';

export interface SsrSettings {
  /** SSR_ENABLED=0 turns server rendering off: every page is the client-rendered shell. */
  enabled: boolean;
  /** Longest a render may run before the page falls back to the shell (SSR_RENDER_TIMEOUT_MS, 1000). */
  renderTimeoutMs: number;
  /** Longest the page's data may take from booking-api (SSR_DATA_TIMEOUT_MS, 3000). */
  dataTimeoutMs: number;
  /** A server container on another origin: each file's longest download and largest size (SSR_CONTAINER_*). */
  containerDownload: { timeoutMs: number; maxBytes: number };
  /** How long booking-api's header/footer payload (the comment toggle) is kept for pages (SITE_SETTINGS_TTL_MS, 5000). */
  siteSettingsTtlMs: number;
  /** How long a page drawn for a visitor without a session is kept for the next ones (SSR_PAGE_CACHE_MS, 5000; 0: never). */
  pageCacheMs: number;
  /** The site's public origin for canonical and Open Graph addresses (PUBLIC_ORIGIN); unset, the request's. */
  publicOrigin: string | undefined;
}

/** The numbers come from the gateway's one schema (config/env-numbers.ts): a malformed one throws, naming it. */
export function loadSsrSettings(env: NodeJS.ProcessEnv = process.env): SsrSettings {
  const numbers = readGatewayNumbers(env);
  return {
    enabled: env.SSR_ENABLED !== '0',
    renderTimeoutMs: numbers.SSR_RENDER_TIMEOUT_MS,
    dataTimeoutMs: numbers.SSR_DATA_TIMEOUT_MS,
    containerDownload: {
      timeoutMs: numbers.SSR_CONTAINER_TIMEOUT_MS,
      maxBytes: numbers.SSR_CONTAINER_MAX_MB * 1024 * 1024,
    },
    siteSettingsTtlMs: numbers.SITE_SETTINGS_TTL_MS,
    pageCacheMs: numbers.SSR_PAGE_CACHE_MS,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
  };
}
