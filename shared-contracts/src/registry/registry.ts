// The federation registry the gateway serves at /mf-registry.json and the shell reads at start.
// One entry per remote: where its mf-manifest.json lives. Changing an entry is how a new build of a
// remote reaches travellers, with nothing rebuilt or restarted.
// Validated by hand rather than with zod: this package is loaded on every page, and zod would add
// ~6 KiB gzip to each of them for one small object.

export const REMOTE_NAMES = [
  'mf_search',
  'mf_hotel',
  'mf_reservation',
  'mf_profile',
  'mf_content',
  'mf_backoffice',
] as const;

export type RegistryRemoteName = (typeof REMOTE_NAMES)[number];

export interface RegistryEntry {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js), absolute or relative to the page. */
  entry: string;
  /** Free text for humans: a build id, a commit. */
  version?: string;
  /**
   * The remote's server container for the gateway's server renderer: its remoteEntry.js, a path on the gateway
   * (`/remotes/mf-hotel/server-container/remoteEntry.js`) or an http(s) URL. Optional: without it the remote's
   * pages are rendered in the browser only.
   */
  ssr?: string;
}

export interface RemoteRegistry {
  remotes: Partial<Record<RegistryRemoteName, RegistryEntry>>;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRemoteName = (name: string): name is RegistryRemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** The registry of a gateway serving every remote's own build under /remotes/<folder>/. */
export function defaultRegistry(): RemoteRegistry {
  const remotes: RemoteRegistry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const folder = `/remotes/${name.replace('_', '-')}`;
    // Every remote builds a server container (tooling/webpack/server-container.js) beside its browser build.
    remotes[name] = { entry: `${folder}/mf-manifest.json`, ssr: `${folder}/server-container/remoteEntry.js` };
  }
  return { remotes };
}

const optionalText = (entry: Record<string, unknown>, field: 'version' | 'ssr', name: string) => {
  const value = entry[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || (field === 'ssr' && value.trim() === '')) {
    throw new RegistryError(
      `remotes.${name}.${field} must be a ${field === 'ssr' ? 'non-empty ' : ''}string`,
    );
  }
  return value;
};

/** Parses untrusted registry JSON; throws a RegistryError naming what is wrong. */
export function parseRegistry(value: unknown): RemoteRegistry {
  if (!isObject(value) || !isObject(value.remotes)) throw new RegistryError('"remotes" must be an object');
  const remotes: RemoteRegistry['remotes'] = {};
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRemoteName(name)) throw new RegistryError(`unknown remote "${name}"`);
    if (!isObject(entry) || typeof entry.entry !== 'string' || entry.entry.trim() === '') {
      throw new RegistryError(`remotes.${name}.entry must be a non-empty string`);
    }
    const parsed: RegistryEntry = { entry: entry.entry };
    const version = optionalText(entry, 'version', name);
    if (version !== undefined) parsed.version = version;
    const ssr = optionalText(entry, 'ssr', name);
    if (ssr !== undefined) parsed.ssr = ssr;
    remotes[name] = parsed;
  }
  return { remotes };
}
