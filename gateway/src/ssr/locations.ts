// Where a server build lives. The registry's `ssr` entry is either a path on this gateway (served from a
// remote's dist/ or from the releases folder, so read straight from disk) or an http(s) URL (downloaded).
import path from 'node:path';

export type BuildLocation =
  | { kind: 'file'; file: string; href: string }
  | { kind: 'url'; url: URL; href: string };

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
 * Resolves `ref` (absolute URL, or a path on this gateway) against `base` (the manifest that names it).
 * @throws Error for another scheme, or a gateway path outside the served folders.
 * @example resolveBuildLocation('hotel-page.server.ab12.js', '/remotes/mf-hotel/server/mf-server-manifest.json', folders)
 * // → { kind: 'file', file: '<repo>/mf-hotel/dist/server/hotel-page.server.ab12.js', … }
 */
export function resolveBuildLocation(
  ref: string,
  base: string | undefined,
  folders: GatewayFolders,
): BuildLocation {
  const resolved = new URL(ref, base === undefined ? 'gateway:/' : new URL(base, 'gateway:/'));
  if (resolved.protocol === 'http:' || resolved.protocol === 'https:') {
    return { kind: 'url', url: resolved, href: resolved.href };
  }
  if (resolved.protocol !== 'gateway:' || resolved.host !== '')
    throw new Error(`a server build must be http(s) or a path: ${ref}`);
  const file = fileForGatewayPath(resolved.pathname, folders);
  if (!file)
    throw new Error(`${resolved.pathname} is not a path this gateway serves (/remotes/…, /releases/…)`);
  return { kind: 'file', file, href: resolved.pathname };
}
