// Keeps the current server build of a remote loaded. On each use it looks at the manifest the registry names
// (at most every `manifestRecheckMs`); when the manifest names another file or sha256 it loads that build and
// drops the old one. A build that fails to load is remembered as broken until its manifest changes, so a bad
// deployment costs one failed load and a log line, not one per request.

import { logger } from '@rahi/booking-api/observability';
import { evaluateServerBuild, type ServerBuild } from './evaluate-build';
import { readBuildCode, readLocation } from './fetch-build';
import { type GatewayFolders, resolveBuildLocation } from './locations';

export interface BuildLoaderOptions {
  folders: GatewayFolders;
  downloadTimeoutMs: number;
  maxBundleBytes: number;
  manifestRecheckMs: number;
  cacheDir: string;
  now?: () => number;
}

interface ServerManifest {
  entry: string;
  sha256?: string;
}

export interface LoadedBuild {
  /** The build's file and sha256: a new key is a new version. */
  key: string;
  build: ServerBuild;
}

function parseManifest(bytes: Buffer, href: string): ServerManifest {
  const value: unknown = JSON.parse(bytes.toString('utf8'));
  const manifest = value as Partial<ServerManifest>;
  if (typeof manifest?.entry !== 'string' || manifest.entry === '') throw new Error(`${href} names no entry`);
  if (manifest.sha256 !== undefined && !/^[0-9a-f]{64}$/.test(manifest.sha256)) {
    throw new Error(`${href} has a malformed sha256`);
  }
  return manifest as ServerManifest;
}

export interface BuildLoader {
  /** The build the manifest at `manifestRef` names, loaded; rejects when it cannot be read or loaded. */
  current(manifestRef: string): Promise<LoadedBuild>;
  /** Forgets the loaded build (after a render timeout left it half-way): the next use loads it afresh. */
  discard(key: string): void;
}

export function createBuildLoader(options: BuildLoaderOptions): BuildLoader {
  const now = options.now ?? Date.now;
  const limits = { downloadTimeoutMs: options.downloadTimeoutMs, maxBytes: options.maxBundleBytes };
  let manifestSeen: { ref: string; atMs: number; key: ReturnType<typeof readManifest> } | undefined;
  let loaded: { key: string; build: Promise<ServerBuild> } | undefined;
  const broken = new Map<string, Error>();

  const readManifest = async (manifestRef: string) => {
    const location = resolveBuildLocation(manifestRef, undefined, options.folders);
    const manifest = parseManifest(await readLocation(location, limits), location.href);
    const entry = resolveBuildLocation(manifest.entry, location.href, options.folders);
    return { key: `${entry.href}#${manifest.sha256 ?? ''}`, sha256: manifest.sha256, entry };
  };

  const manifestKey = (manifestRef: string) => {
    const atMs = now();
    if (
      !manifestSeen ||
      manifestSeen.ref !== manifestRef ||
      atMs - manifestSeen.atMs >= options.manifestRecheckMs
    ) {
      const key = readManifest(manifestRef);
      manifestSeen = { ref: manifestRef, atMs, key };
      // A manifest that cannot be read is asked again on the next use, not remembered for the interval.
      key.catch(() => {
        if (manifestSeen?.key === key) manifestSeen = undefined;
      });
    }
    return manifestSeen.key;
  };

  return {
    async current(manifestRef) {
      const { key, entry, sha256 } = await manifestKey(manifestRef);
      const known = broken.get(key);
      if (known) throw known;
      let current = loaded;
      if (current?.key !== key) {
        const build = readBuildCode(entry, sha256, { ...limits, cacheDir: options.cacheDir }).then(
          ({ code, filename }) => evaluateServerBuild(code, filename),
        );
        current = { key, build };
        loaded = current;
        build.then(
          () => logger.info(`[ssr] loaded server build ${key}`),
          (error: Error) => {
            broken.set(key, error);
            if (loaded?.key === key) loaded = undefined;
            logger.error(
              { err: error },
              `[ssr] server build ${key} cannot be loaded; pages fall back to the browser`,
            );
          },
        );
      }
      return { key, build: await current.build };
    },
    discard(key) {
      if (loaded?.key === key) loaded = undefined;
    },
  };
}
