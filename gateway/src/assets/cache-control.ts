// Hashed build files never change under their name: cache them for a year. Everything else (entry
// files, remoteEntry.js, manifests, index.html) must be revalidated so a new deploy shows at once.
export const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export function cacheControlFor(filePath: string): string {
  const name = filePath.replace(/\.(br|gz)$/, '');
  return HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
