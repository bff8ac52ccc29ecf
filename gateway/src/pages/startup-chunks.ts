// The chunks a page's remote will load as soon as the shell asks for the page, named in the page's HTML (a
// <meta> that the shell's paint-first.js reads). Each build writes federation-chunks.json
// (tooling/webpack/startup-report.js): each exposed module's chunk files and the other remotes' modules it loads
// as soon as it renders (the hotel page's search box), whose chunks are named too. The shared modules they
// consume are the shell's, installed before any page (its index.html names them). paint-first.js fetches them
// right after the first paint (in a few /_startup.js scripts, assets/startup-bundle.ts), so when the runtime
// gets there they are installed and it appends no script element of its own (each 0.5–3 ms of main thread).
// Only a remote served by this gateway is followed (a remote on another origin keeps loading its chunks itself).
import {
  pageForRoute,
  parseRemoteModuleId,
  type RemoteModule,
  type RemoteName,
  type RouteMatch,
} from '@rahi/shared-contracts';
import type { RegistrySource } from '../registry/registry-source';
import { watchedFile } from '../registry/watched-file';
import { fileForGatewayPath, type GatewayFolders } from '../ssr/locations';

/** federation-chunks.json, as tooling/webpack/startup-report.js writes it. */
export interface ChunkReport {
  /** Per exposed module: its chunk files (relative to its build's base) and the other remotes' modules it loads
   * as soon as it renders ('mf_search/SearchBox'). */
  exposes: Record<string, { chunks: string[]; siblings?: string[] }>;
}

/** A build's report and the URL path its files are served under ('/remotes/mf-search/'). */
export interface BuildChunks {
  base: string;
  report: ChunkReport;
}

/**
 * The URLs of the chunks `module` of `build` loads at start-up.
 * @example startupChunkUrls({ base: '/remotes/mf-search/', report }, './HomePage')
 * // → ['/remotes/mf-search/static/js/__federation_expose_HomePage.ab.js', …]
 */
export const startupChunkUrls = (build: BuildChunks, module: string): string[] =>
  (build.report.exposes[module]?.chunks ?? []).map((file) => build.base + file);

/** The page's start-up chunks as a meta just before </head>, read by the shell's paint-first.js. */
export function withStartupScripts(html: string, urls: string[]): string {
  const at = html.indexOf('</head>');
  if (urls.length === 0 || at < 0) return html;
  return `${html.slice(0, at)}<meta name="rahi-page-chunks" content="${urls.join(' ')}">${html.slice(at)}`;
}

export interface StartupChunksOptions {
  registry: RegistrySource;
  folders: GatewayFolders;
  /** How long a read report stands before its file's modification time is checked again (default 500 ms). */
  recheckMs?: number;
  now?: () => number;
}

/**
 * `remote → its build's report and base`, each report file read again only when it changes (watchedFile);
 * undefined for a remote on another origin (its chunks stay the runtime's business) or without a report.
 */
function remoteReports(options: StartupChunksOptions) {
  const readers = new Map<string, () => ChunkReport | undefined>();
  const readerFor = (file: string) => {
    let reader = readers.get(file);
    if (!reader) {
      reader = watchedFile(file, {
        parse: (text) => JSON.parse(text) as ChunkReport,
        whenBroken: 'could not be read; pages keep its previous version or do not name their chunks',
        recheckMs: options.recheckMs,
        now: options.now,
      });
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
  return reportOf;
}

/** The other remotes' modules `module` of `build` loads as soon as it renders (the hotel page's search box). */
const siblingsIn = (build: BuildChunks, module: string): RemoteModule[] =>
  (build.report.exposes[module]?.siblings ?? []).flatMap((name) => parseRemoteModuleId(name) ?? []);

/** `(remote, module) → [{ remote: 'mf_search', module: './SearchBox' }]`: the page's start-up siblings. */
export function createSiblingsOf(options: StartupChunksOptions) {
  const reportOf = remoteReports(options);
  return (remote: RemoteName, module: string): RemoteModule[] => {
    const build = reportOf(remote);
    return build ? siblingsIn(build, module) : [];
  };
}

/** `(html, match) → html` naming the start-up chunks of the route's page; the HTML as it is when none apply. */
export function createStartupChunks(options: StartupChunksOptions) {
  const reportOf = remoteReports(options);
  return (html: string, match: RouteMatch): string => {
    // The page the shell will render for this address: decided by shared-contracts, for both.
    const target = pageForRoute(match.route, match.params);
    const page = target && reportOf(target.remote);
    if (!target || !page) return html;
    const urls = new Set(startupChunkUrls(page, target.module));
    for (const sibling of siblingsIn(page, target.module)) {
      const build = reportOf(sibling.remote);
      if (build) for (const url of startupChunkUrls(build, sibling.module)) urls.add(url);
    }
    return withStartupScripts(html, [...urls]);
  };
}
