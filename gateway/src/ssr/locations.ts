// Where a server container lives. The registry's `ssr` entry is either a path on this gateway (served from a
// remote's dist/ or from the releases folder, so read straight from disk) or an http(s) URL (loaded by the runtime).
import path from 'node:path';
import type { ContainerEntry } from './federation-host';

export interface GatewayFolders {
  remoteDists: Record<string, string>;
  releasesDir: string;
}

/** The file under `root` for `rest`, or undefined when `rest` would leave it ('..', absolute parts). */
function inside(root: string, rest: string): string | undefined {
  const file = path.resolve(root, `.${path.posix.normalize(`/${rest}`)}`);
  return file.startsWith(`${path.resolve(root)}${path.sep}`) ? file : undefined;
}

/** The file a path served by this gateway comes from: `/remotes/<folder>/…` or `/releases/…`. */
export function fileForGatewayPath(pathname: string, folders: GatewayFolders): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const release = /^\/releases\/(.+)$/.exec(decoded);
  if (release?.[1]) return inside(folders.releasesDir, release[1]);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(decoded);
  const dist = remote?.[1] !== undefined ? folders.remoteDists[remote[1]] : undefined;
  return dist && remote?.[2] ? inside(dist, remote[2]) : undefined;
}

/**
 * The server container the registry's `ssr` entry names: a file this gateway serves, or an http(s) address.
 * @throws Error for another scheme, or a gateway path outside the served folders.
 * @example containerEntryOf('/remotes/mf-content/server-container/remoteEntry.js', folders)
 * // → { file: '<repo>/mf-content/dist/server-container/remoteEntry.js' }
 */
export function containerEntryOf(ref: string, folders: GatewayFolders): ContainerEntry {
  const resolved = new URL(ref, 'gateway:/');
  if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return { url: resolved.href };
  if (resolved.protocol !== 'gateway:' || resolved.host !== '')
    throw new Error(`a server container must be http(s) or a path: ${ref}`);
  const file = fileForGatewayPath(resolved.pathname, folders);
  if (!file)
    throw new Error(`${resolved.pathname} is not a path this gateway serves (/remotes/…, /releases/…)`);
  return { file };
}
