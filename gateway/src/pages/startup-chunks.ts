// The chunks a page's remote will load as soon as the shell asks for the page, named in the page's HTML (a
// <meta> that the shell's paint-first.js reads). Each build writes federation-chunks.json (tooling/webpack/startup-report.js): for each exposed
// module and each shared module it provides, its chunk files and the share keys it consumes. For the route's
// page this follows those keys the way the federation runtime will: a key the shell provides is the shell's copy
// (the shell loads first; the strategy is loaded-first), any other is the remote's own. paint-first.js fetches
// them right after the first paint (in a few /_startup.js scripts, assets/startup-bundle.ts), so when the runtime
// gets there they are installed and it appends no script element of its own (each 0.5–3 ms of main thread). A
// page that loads another remote's module at once (the hotel page's search box: `siblings` in its report) has that
// module's chunks named too.
// The shell's own start-up chunks are already in its index.html; only a remote served by this gateway is
// followed (a remote on another origin keeps loading its chunks itself).
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import {
  pageForRoute,
  parseRemoteModuleId,
  type RemoteModule,
  type RemoteName,
  type RouteMatch,
} from '@rahi/shared-contracts';
import type { RegistrySource } from '../registry/registry-source';
import { fileForGatewayPath, type GatewayFolders } from '../ssr/locations';

/** What one module needs: its chunk files (relative to its build's base) and the share keys it consumes. */
export interface ModuleNeeds {
  chunks: string[];
  consumes: string[];
  /** Other remotes' modules it loads as soon as it renders ('mf_search/SearchBox'), for an exposed module. */
  siblings?: string[];
}

/** federation-chunks.json, as tooling/webpack/startup-report.js writes it. */
export interface ChunkReport {
  boot: string[];
  exposes: Record<string, ModuleNeeds>;
  provides: Record<string, ModuleNeeds>;
}

/** A build's report and the URL path its files are served under ('/' for the shell, '/remotes/mf-search/'). */
export interface BuildChunks {
  base: string;
  report: ChunkReport;
}

/**
 * The URLs of the chunks `module` of `remote` loads at start-up that are not `named` yet (by default, those the
 * shell's HTML names), in the order the runtime needs them (the page's own chunks first, then its shared modules
 * breadth first). A shared module is taken from the first build that provides it: the shell, then the remotes
 * `loadedBefore` this one (a sibling of the page's remote takes what the page's remote registered), then its own.
 * @example startupChunkUrls(shell, { base: '/remotes/mf-search/', report }, './HomePage')
 * // → ['/remotes/mf-search/static/js/__federation_expose_HomePage.ab.js', '/static/js/6624.cd.js', …]
 */
export function startupChunkUrls(
  shell: BuildChunks,
  remote: BuildChunks,
  module: string,
  named = new Set(shell.report.boot.map((file) => shell.base + file)),
  loadedBefore: BuildChunks[] = [],
): string[] {
  const page = remote.report.exposes[module];
  if (!page) return [];
  const urls: string[] = [];
  const add = (build: BuildChunks, files: string[]) => {
    for (const file of files) {
      const url = build.base + file;
      if (named.has(url)) continue;
      named.add(url);
      urls.push(url);
    }
  };
  add(remote, page.chunks);
  const queue = [...page.consumes];
  const followed = new Set<string>();
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (followed.has(key)) continue;
    followed.add(key);
    const owner = [shell, ...loadedBefore, remote].find((build) => build.report.provides[key]);
    const needs = owner?.report.provides[key];
    if (!owner || !needs) continue;
    add(owner, needs.chunks);
    queue.push(...needs.consumes);
  }
  return urls;
}

/**
 * The page's start-up chunks as metas just before </head>, read by the shell's paint-first.js, which fetches
 * them after the first paint, with the shell's own, and before main.js (as /_startup.js scripts): the page's
 * remote's under `<meta name="rahi-page-chunks">`, the rest (the shell's copies of shared modules, a sibling
 * remote's) under `<meta name="rahi-chunks">`, all as paths on this gateway.
 */
export function withStartupScripts(html: string, urls: string[], remoteBase: string): string {
  if (urls.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const remote = urls.filter((url) => url.startsWith(remoteBase));
  const shell = urls.filter((url) => !url.startsWith(remoteBase));
  const meta = (name: string, list: string[]) =>
    list.length === 0 ? '' : `<meta name="${name}" content="${list.join(' ')}">`;
  return html.slice(0, at) + meta('rahi-page-chunks', remote) + meta('rahi-chunks', shell) + html.slice(at);
}

/** A JSON file read again only when its modification time changes (looked at no more than every `recheckMs`). */
function cachedReport(file: string, recheckMs: number, now: () => number) {
  let cached: { checkedAt: number; mtimeMs: number; report: ChunkReport | undefined } | undefined;
  return (): ChunkReport | undefined => {
    if (cached && now() - cached.checkedAt < recheckMs) return cached.report;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cached = { checkedAt: now(), mtimeMs: -1, report: undefined };
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let report: ChunkReport | undefined;
      try {
        report = JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkReport;
      } catch (error) {
        logger.error(
          { err: error },
          `[pages] ${file} could not be read; pages will not name their remote's chunks`,
        );
      }
      cached = { checkedAt: now(), mtimeMs, report };
    }
    cached.checkedAt = now();
    return cached.report;
  };
}

export interface StartupChunksOptions {
  shellDist: string;
  registry: RegistrySource;
  folders: GatewayFolders;
  /** How long a read report stands before its file's modification time is checked again (default 500 ms). */
  recheckMs?: number;
  now?: () => number;
}

/**
 * `remote → its build's report and base`, each report file read again only when it changes (cachedReport);
 * undefined for a remote on another origin (its chunks stay the runtime's business) or without a report.
 */
function remoteReports(options: Omit<StartupChunksOptions, 'shellDist'>) {
  const recheckMs = options.recheckMs ?? 500;
  const now = options.now ?? Date.now;
  const readers = new Map<string, () => ChunkReport | undefined>();
  const readerFor = (file: string) => {
    let reader = readers.get(file);
    if (!reader) {
      reader = cachedReport(file, recheckMs, now);
      readers.set(file, reader);
    }
    return reader;
  };
  const reportOf = (remote: RemoteName): BuildChunks | undefined => {
    const entry = options.registry.current().remotes[remote]?.entry;
    if (!entry?.startsWith('/')) return undefined;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const file = fileForGatewayPath(`${base}federation-chunks.json`, options.folders);
    const report = file ? readerFor(file)() : undefined;
    return report ? { base, report } : undefined;
  };
  return { readerFor, reportOf };
}

/** The other remotes' modules `module` of `build` loads as soon as it renders (the hotel page's search box). */
const siblingsIn = (build: BuildChunks, module: string): RemoteModule[] =>
  (build.report.exposes[module]?.siblings ?? []).flatMap((name) => parseRemoteModuleId(name) ?? []);

/** `(remote, module) → [{ remote: 'mf_search', module: './SearchBox' }]`: the page's start-up siblings. */
export function createSiblingsOf(options: Omit<StartupChunksOptions, 'shellDist'>) {
  const { reportOf } = remoteReports(options);
  return (remote: RemoteName, module: string): RemoteModule[] => {
    const build = reportOf(remote);
    return build ? siblingsIn(build, module) : [];
  };
}

/** `(html, match) → html` naming the start-up chunks of the route's page; the HTML as it is when none apply. */
export function createStartupChunks(options: StartupChunksOptions) {
  const { readerFor, reportOf } = remoteReports(options);
  const shellFile = path.join(options.shellDist, 'federation-chunks.json');

  return (html: string, match: RouteMatch): string => {
    // The page the shell will render for this address: decided by shared-contracts, for both.
    const target = pageForRoute(match.route, match.params);
    if (!target) return html;
    const shellReport = readerFor(shellFile)();
    const page = reportOf(target.remote);
    if (!shellReport || !page) return html;
    const shell = { base: '/', report: shellReport };
    const named = new Set(shellReport.boot.map((file) => `/${file}`));
    const urls = startupChunkUrls(shell, page, target.module, named);
    for (const sibling of siblingsIn(page, target.module)) {
      const build = reportOf(sibling.remote);
      if (build) urls.push(...startupChunkUrls(shell, build, sibling.module, named, [page]));
    }
    return withStartupScripts(html, urls, page.base);
  };
}
