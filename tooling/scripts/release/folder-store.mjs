// The release store on disk: each release of a remote is a folder `<releasesDir>/<folder>/<name>`, served by the
// gateway at /releases/<folder>/<name>/ (RELEASES_DIR). The build is copied beside it first and renamed into place,
// so a gateway never serves half a release; a name already taken is refused, never overwritten.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies `dist` into the store as `<folder>/<name>` and returns the registry's entry for it.
 * @example publishToFolder({ releasesDir: '.releases', folder: 'mf-hotel', name: '20261128-1650-a1b2c3d-k3x9', dist: 'mf-hotel/dist' })
 *   // → { entry: '/releases/mf-hotel/20261128-1650-a1b2c3d-k3x9/mf-manifest.json', ssr: '/releases/…/server-container/remoteEntry.js' }
 */
export function publishToFolder({ releasesDir, folder, name, dist }) {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${dist} has no mf-manifest.json: build the remote first`);
  const parent = path.join(releasesDir, folder);
  const target = path.join(parent, name);
  if (fs.existsSync(target))
    throw new Error(`the release ${folder}/${name} exists already; names are never reused`);
  fs.mkdirSync(parent, { recursive: true });
  const partial = path.join(parent, `.${name}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(dist, partial, { recursive: true });
  fs.renameSync(partial, target);
  const base = `/releases/${folder}/${name}`;
  const hasServerContainer = fs.existsSync(path.join(target, 'server-container', 'remoteEntry.js'));
  return {
    entry: `${base}/mf-manifest.json`,
    ...(hasServerContainer ? { ssr: `${base}/server-container/remoteEntry.js` } : {}),
  };
}
