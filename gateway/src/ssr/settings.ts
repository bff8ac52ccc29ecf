// The server renderer's settings, from the environment (SSR_*, PUBLIC_ORIGIN). Kept beside the renderer so the
// rest of the gateway's configuration does not change shape for it.
import os from 'node:os';
import path from 'node:path';
import { type RemoteName, SERVER_RENDERED_REMOTES } from '@rahi/shared-contracts';
import { readGatewayNumbers } from '../config/env-numbers';

/** The remotes drawn as one tree unless SSR_ONE_TREE says otherwise: every remote with pages drawn on the server. */
const ONE_TREE_DEFAULT = SERVER_RENDERED_REMOTES.join(',');

/** @throws Error naming a name in SSR_ONE_TREE that is not a server-rendered remote. */
function oneTreeRemotes(value: string | undefined): RemoteName[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(SERVER_RENDERED_REMOTES as readonly string[]).includes(name)) {
      throw new Error(`SSR_ONE_TREE names '${name}', not one of ${SERVER_RENDERED_REMOTES.join(', ')}`);
    }
  }
  return names as RemoteName[];
}

export interface SsrSettings {
  /** SSR_ENABLED=0 turns server rendering off: every page is the client-rendered shell. */
  enabled: boolean;
  /** Longest a render may run before the page falls back to the shell (SSR_RENDER_TIMEOUT_MS, 1000). */
  renderTimeoutMs: number;
  /** Longest the page's data may take from booking-api (SSR_DATA_TIMEOUT_MS, 3000). */
  dataTimeoutMs: number;
  /** Longest a server build or its manifest may take to download over http(s) (SSR_DOWNLOAD_TIMEOUT_MS, 10000). */
  downloadTimeoutMs: number;
  /** Largest server build accepted (SSR_MAX_BUNDLE_MB, 20 MiB). */
  maxBundleBytes: number;
  /** How often, at most, a server manifest is looked at again for a new build (SSR_MANIFEST_RECHECK_MS, 1000). */
  manifestRecheckMs: number;
  /** Where downloaded server builds are kept, named by their sha256 (SSR_CACHE_DIR, <tmp>/rahi-ssr-cache). */
  cacheDir: string;
  /** How long booking-api's header/footer payload (the comment toggle) is kept for pages (SITE_SETTINGS_TTL_MS, 5000). */
  siteSettingsTtlMs: number;
  /**
   * The remotes whose pages are drawn as one tree with the shell (SSR_ONE_TREE, a comma list; all of them by default,
   * '' for none: each remote's single-file build then): their server containers inside the shell's, hydrated once by
   * the browser (ADR 0037).
   */
  oneTree: readonly RemoteName[];
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
    downloadTimeoutMs: numbers.SSR_DOWNLOAD_TIMEOUT_MS,
    maxBundleBytes: numbers.SSR_MAX_BUNDLE_MB * 1024 * 1024,
    manifestRecheckMs: numbers.SSR_MANIFEST_RECHECK_MS,
    cacheDir: path.resolve(env.SSR_CACHE_DIR ?? path.join(os.tmpdir(), 'rahi-ssr-cache')),
    siteSettingsTtlMs: numbers.SITE_SETTINGS_TTL_MS,
    oneTree: oneTreeRemotes(env.SSR_ONE_TREE ?? ONE_TREE_DEFAULT),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
  };
}
