// Keeps each remote's previous build served after the registry moves on, so a tab opened before a deploy keeps
// working until it takes the new build (docs/adr/0022-stale-builds-under-open-tabs.md). A deploy may delete
// the old release, or rebuild a remote's dist/ in place: either way the files an open tab still asks for are gone.
// So the gateway keeps its own copy of every build the registry names, made when it first sees the build
// (hashed files hard-linked, which costs no space while the original lives; the few unhashed files copied, as a
// rebuild rewrites them in place), serves a file from that copy only when the original is gone, and deletes the
// copy `keepMs` after the registry stopped naming the build. Pointing the registry back at a build still kept
// makes it current again. A build is a manifest's folder and the manifest's modification time, so a dist/ rebuilt
// at the same address counts as a new build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import type { RemoteRegistry } from '@rahi/shared-contracts';
import { HASHED_FILE } from '../assets/cache-control';
import { fileForGatewayPath, type GatewayFolders } from '../ssr/locations';

export interface PreviousBuildsOptions extends GatewayFolders {
  /** Where the copies live (MF_PREVIOUS_BUILDS_DIR). */
  dir: string;
  /** How long a build stays served after the registry stopped naming it (MF_PREVIOUS_BUILD_KEEP_MS); 0: not at all. */
  keepMs: number;
  now?: () => number;
}

export interface PreviousBuilds {
  /** Copies builds the registry names for the first time, starts the clock on those it no longer names, drops expired. */
  observe(registry: RemoteRegistry): void;
  /** Where a gateway path (/releases/…, /remotes/…) is kept, relative to `dir`, when its own file is gone. */
  keptPath(pathname: string): string | undefined;
  readonly dir: string;
}

/**
 * The registry source, with `builds` shown every registry it hands out: at once when the registry changed, else
 * at most every `everyMs` (for dist/ folders rebuilt in place, and to let kept builds expire).
 */
export function observedRegistry<T extends { current(): RemoteRegistry }>(
  source: T,
  builds: PreviousBuilds,
  everyMs = 5000,
  now: () => number = Date.now,
): T {
  let seen: { registry: RemoteRegistry; atMs: number } | undefined;
  return {
    ...source,
    current() {
      const registry = source.current();
      const atMs = now();
      if (seen?.registry !== registry || atMs - seen.atMs >= everyMs) {
        seen = { registry, atMs };
        builds.observe(registry);
      }
      return registry;
    },
  };
}

interface KeptBuild {
  /** The build's address on this gateway, ending in '/': '/releases/mf-content/b1/'. */
  base: string;
  manifestMtimeMs: number;
  /** The copy's folder name under `dir`. */
  folder: string;
  /** When the registry stopped naming it; undefined while it is current. */
  retiredAt: number | undefined;
  /** Until when the copy is topped up with files that appear in the original (a build still being written). */
  fillUntil: number;
}

/** How long after the first look a build's new files still join its copy. */
const FILL_WINDOW_MS = 60_000;

const RECORD = 'kept-build.json';

/** A registry entry's build: its folder's address and the manifest on disk, for builds this gateway serves. */
function localBuild(entry: string, folders: GatewayFolders) {
  if (!entry.startsWith('/') || entry.startsWith('//')) return undefined;
  const pathname = new URL(entry, 'http://gateway').pathname;
  const manifest = fileForGatewayPath(pathname, folders);
  if (!manifest) return undefined;
  try {
    const { mtimeMs } = fs.statSync(manifest);
    return {
      base: pathname.slice(0, pathname.lastIndexOf('/') + 1),
      source: path.dirname(manifest),
      mtimeMs,
    };
  } catch {
    return undefined;
  }
}

/** Links (hashed files) or copies (the rest) every file of `source` missing under `target`. */
function fill(source: string, target: string): void {
  fs.mkdirSync(target, { recursive: true });
  for (const item of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, item.name);
    const to = path.join(target, item.name);
    if (item.isDirectory()) {
      fill(from, to);
      continue;
    }
    if (!item.isFile() || fs.existsSync(to)) continue;
    if (HASHED_FILE.test(item.name.replace(/\.(br|gz)$/, ''))) {
      try {
        fs.linkSync(from, to);
        continue;
      } catch {
        // Another file system, or links refused: copy instead.
      }
    }
    fs.copyFileSync(from, to);
  }
}

/** The copies a previous process left, each counted as retired now: they go `keepMs` after this start. */
function readLeftovers(dir: string, now: number): Map<string, KeptBuild> {
  const kept = new Map<string, KeptBuild>();
  for (const folder of fs.readdirSync(dir)) {
    try {
      const record = JSON.parse(fs.readFileSync(path.join(dir, folder, RECORD), 'utf8')) as KeptBuild;
      kept.set(`${record.base}@${record.manifestMtimeMs}`, {
        ...record,
        folder,
        retiredAt: now,
        fillUntil: 0,
      });
    } catch {
      fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
    }
  }
  return kept;
}

export function createPreviousBuilds(options: PreviousBuildsOptions): PreviousBuilds {
  const now = options.now ?? Date.now;
  fs.mkdirSync(options.dir, { recursive: true });
  const kept = readLeftovers(options.dir, now());

  const keep = (key: string, build: { base: string; source: string; mtimeMs: number }) => {
    const folder = createHash('sha256').update(key).digest('hex').slice(0, 16);
    const target = path.join(options.dir, folder);
    fill(build.source, target);
    const record = { base: build.base, manifestMtimeMs: build.mtimeMs };
    fs.writeFileSync(path.join(target, RECORD), JSON.stringify(record));
    kept.set(key, { ...record, folder, retiredAt: undefined, fillUntil: now() + FILL_WINDOW_MS });
  };

  return {
    dir: options.dir,
    observe(registry) {
      if (options.keepMs <= 0) return;
      const current = new Set<string>();
      for (const { entry } of Object.values(registry.remotes)) {
        const build = localBuild(entry, options);
        if (!build) continue;
        const key = `${build.base}@${build.mtimeMs}`;
        current.add(key);
        const known = kept.get(key);
        try {
          if (!known) keep(key, build);
          else {
            known.retiredAt = undefined;
            // Files written just after the first look (a build still being written) join the copy.
            if (now() < known.fillUntil) fill(build.source, path.join(options.dir, known.folder));
          }
        } catch (error) {
          logger.error({ err: error }, `[previous-builds] could not keep a copy of ${build.base}`);
        }
      }
      const at = now();
      for (const [key, build] of kept) {
        if (current.has(key)) continue;
        build.retiredAt ??= at;
        if (at - build.retiredAt < options.keepMs) continue;
        fs.rmSync(path.join(options.dir, build.folder), { recursive: true, force: true });
        kept.delete(key);
      }
    },
    keptPath(pathname) {
      if (options.keepMs <= 0) return undefined;
      // The newest build at this address first: a dist/ rebuilt in place keeps its folder's address.
      const candidates = [...kept.values()]
        .filter((build) => pathname.startsWith(build.base))
        .sort((a, b) => b.manifestMtimeMs - a.manifestMtimeMs);
      for (const build of candidates) {
        let rest: string;
        try {
          rest = path.posix.normalize(`/${decodeURIComponent(pathname.slice(build.base.length))}`);
        } catch {
          return undefined;
        }
        if (rest === `/${RECORD}`) continue;
        if (fs.existsSync(path.join(options.dir, build.folder, rest))) return `/${build.folder}${rest}`;
      }
      return undefined;
    },
  };
}
