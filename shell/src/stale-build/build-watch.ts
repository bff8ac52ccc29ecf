// Notices a newer build while a tab stays open (product §4: "the build manifest is polled hourly"). Every hour it reads
// the shell's build manifest (/build-manifest.json, written by the shell's build) and the remote registry; when
// either names another build than the one this page runs, the next page change loads the page afresh
// (ReloadOnNavigation), never in the middle of what the traveller is doing on a page.

import { fetchRegistry, remoteEntries } from '../federation/registry';

export const BUILD_POLL_MS = 3_600_000;
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

/** What a build manifest holds: the shell build's compilation hash. */
interface BuildManifest {
  build: string;
}

export interface BuildWatchOptions {
  /** This page's shell build (webpack's compilation hash); undefined outside a webpack build. */
  shellBuild: string | undefined;
  /** The remotes' manifest addresses this page registered. */
  registered: () => Record<string, string>;
  /** The shell build now deployed; undefined when it cannot be told. */
  readShellBuild?: () => Promise<string | undefined>;
  /** The remotes' manifest addresses the registry names now; undefined when it cannot be read. */
  readRegistry?: () => Promise<Record<string, string> | undefined>;
  intervalMs?: number;
}

export interface BuildWatch {
  /** Looks now; true once a newer build than this page's has been seen (it stays true). */
  check(): Promise<boolean>;
  /** Whether a newer build has been seen. */
  isNewer(): boolean;
  /** Checks every `intervalMs` (an hour) from now on; returns the function that stops it. */
  start(): () => void;
}

/** /build-manifest.json's build, bypassing the HTTP cache; undefined when it cannot be read. */
export async function readDeployedShellBuild(): Promise<string | undefined> {
  try {
    const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as Partial<BuildManifest>;
    return typeof manifest.build === 'string' && manifest.build ? manifest.build : undefined;
  } catch {
    return undefined;
  }
}

async function readRegisteredNow(): Promise<Record<string, string> | undefined> {
  try {
    return remoteEntries(await fetchRegistry());
  } catch {
    return undefined;
  }
}

function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

export function createBuildWatch(options: BuildWatchOptions): BuildWatch {
  const readShellBuild = options.readShellBuild ?? readDeployedShellBuild;
  const readRegistry = options.readRegistry ?? readRegisteredNow;
  let newer = false;

  const check = async () => {
    if (newer) return true;
    const [shellBuild, registry] = await Promise.all([readShellBuild(), readRegistry()]);
    const shellMoved = Boolean(options.shellBuild && shellBuild && shellBuild !== options.shellBuild);
    const registryMoved = registry !== undefined && !sameEntries(registry, options.registered());
    if (shellMoved || registryMoved) {
      newer = true;
      console.info(
        `[stale-build] a newer build is out (${shellMoved ? 'shell' : 'registry'}); the next page change loads it`,
      );
    }
    return newer;
  };

  return {
    check,
    isNewer: () => newer,
    start() {
      const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_POLL_MS);
      return () => clearInterval(timer);
    },
  };
}
