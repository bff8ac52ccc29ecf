// Reads /mf-registry.json at start and registers every remote it names with the federation runtime.
// Nothing about remote URLs is baked into the shell's build.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRegistry, type RemoteName, type RemoteRegistry } from '@rahi/shared-contracts';

let current: RemoteRegistry = { remotes: {} as RemoteRegistry['remotes'] };

/** Fetches and validates the registry; throws when it cannot be read. */
export async function fetchRegistry(url = '/mf-registry.json'): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** Fetches and validates the registry. A missing or broken registry leaves every remote area on its fallback. */
export async function loadRegistry(url = '/mf-registry.json'): Promise<RemoteRegistry> {
  try {
    return await fetchRegistry(url);
  } catch (error) {
    console.error(
      '[federation] the remote registry could not be read; remotes will show their fallback',
      error,
    );
    return { remotes: {} as RemoteRegistry['remotes'] };
  }
}

const toRemote = (name: string, entry: string) => ({
  name,
  entry: new URL(entry, window.location.href).toString(),
});

export function registerFromRegistry(registry: RemoteRegistry): void {
  current = registry;
  const remotes = Object.entries(registry.remotes).map(([name, { entry }]) => toRemote(name, entry));
  registerRemotes(remotes);
}

/** Registers one remote again, dropping what the runtime cached about it, so a retry really refetches. */
export function reregisterRemote(name: RemoteName): boolean {
  const entry = current.remotes[name]?.entry;
  if (!entry) return false;
  registerRemotes([toRemote(name, entry)], { force: true });
  return true;
}

/** Each remote's manifest address as the runtime knows it (absolute): `{ mf_search: 'http://…/mf-manifest.json' }`. */
export function remoteEntries(registry: RemoteRegistry = current): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registry.remotes).map(([name, { entry }]) => [name, toRemote(name, entry).entry]),
  );
}

export const isRegistered = (name: RemoteName) => Boolean(current.remotes[name]);
