// The one-tree render (ADR 0037), for the remotes SSR_ONE_TREE names: the shell's app (its server container's
// './ServerApp') draws the route's layout, header and footer with the page inside, the page's element coming from
// the remote's server container ('./server'), as one React tree. It stands where a remote's single-file server
// build stands in the page renderer (render-page.ts): same data step, timeouts, fallbacks and counts. Its html is
// the whole of #root, which the browser hydrates once (inject.ts marks #root for the shell's bootstrap).
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import {
  type AuthSession,
  PAGE_CONTRACT_VERSION,
  type PageRenderRequest,
  type RemoteName,
  type ServerBuild,
  type ServerContainerModule,
  type SiteSettings,
} from '@rahi/shared-contracts';
import type { BuildLoader } from './build-loader';
import type { ContainerEntry, FederationHost } from './federation-host';
import { type GatewayFolders, resolveBuildLocation } from './locations';

/** What the shell's './ServerApp' exposes (shell/src/server/ServerApp.tsx). */
interface ShellServerApp {
  renderApp(request: {
    location: string;
    page: { remote: RemoteName; module: string; element: unknown };
    site: SiteSettings;
    session: AuthSession | null;
    cookies: string;
  }): { html: string; styles: string };
}

const CONTAINER_FOLDER = 'server-container';
const CONTAINER_ENTRY = 'remoteEntry.js';

/**
 * The server container beside the single-file build the registry's `ssr` names: `<dist>/server/…manifest.json`
 * → `<dist>/server-container/remoteEntry.js` (both are built and released together).
 * @example containerEntryOf('/remotes/mf-content/server/mf-server-manifest.json', folders)
 * // → { file: '<repo>/mf-content/dist/server-container/remoteEntry.js' }
 */
export function containerEntryOf(ssrRef: string, folders: GatewayFolders): ContainerEntry {
  const location = resolveBuildLocation(ssrRef, undefined, folders);
  if (location.kind === 'url') {
    return { url: new URL(`../${CONTAINER_FOLDER}/${CONTAINER_ENTRY}`, location.url).href };
  }
  return { file: path.join(path.dirname(path.dirname(location.file)), CONTAINER_FOLDER, CONTAINER_ENTRY) };
}

/** The shell's own container, built with the shell this gateway serves. */
export const shellContainerEntry = (shellDist: string): ContainerEntry => ({
  file: path.join(shellDist, CONTAINER_FOLDER, CONTAINER_ENTRY),
});

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * A BuildLoader whose "build" is the remote's server container drawn inside the shell's app: loadData is the
 * remote's, render gives #root's markup (layout and page) with the styles of both.
 */
export function createOneTreeLoader(options: {
  remote: RemoteName;
  host: FederationHost;
  folders: GatewayFolders;
  shellDist: string;
}): BuildLoader {
  const { remote, host } = options;
  // A container that cannot load is logged once per entry, not once per page (the pages fall back meanwhile).
  const reported = new Set<string>();
  // The modules of the current entry, asked of the runtime once (it would give the same modules again, a few
  // milliseconds of its hooks per page later); a failed load is asked again by the next page.
  let loaded: { key: string; modules: ReturnType<typeof loadModules> } | undefined;
  const load = (entry: ContainerEntry) => {
    const key = JSON.stringify(entry);
    if (loaded?.key !== key) {
      const modules = loadModules(entry);
      loaded = { key, modules };
      modules.catch(() => {
        if (loaded?.modules === modules) loaded = undefined;
      });
    }
    return loaded.modules;
  };
  const loadModules = async (entry: ContainerEntry) => {
    try {
      return await Promise.all([
        host.load<{ default?: ServerContainerModule } & ServerContainerModule>(remote, entry, './server'),
        host.load<ShellServerApp>('shell', shellContainerEntry(options.shellDist), './ServerApp'),
      ]);
    } catch (error) {
      const key = JSON.stringify(entry);
      if (!reported.has(key)) {
        reported.add(key);
        logger.error({ err: error }, `[ssr] ${remote}'s or the shell's server container could not be loaded`);
      }
      throw error;
    }
  };
  return {
    async current(manifestRef) {
      const entry = containerEntryOf(manifestRef, options.folders);
      const [server, shell] = await load(entry);
      const module = server.default ?? server;
      if (module.contract !== PAGE_CONTRACT_VERSION) {
        throw new Error(
          `${remote}'s container speaks contract ${module.contract}, this gateway ${PAGE_CONTRACT_VERSION}`,
        );
      }
      const { styles } = module;
      const build: ServerBuild = {
        contract: module.contract,
        loadData: (request) => module.loadData(request),
        // A start-up sibling's styles (mf-search's search box, which the hotel page loads at once).
        ...(styles && { styles: (exposed: string) => styles.call(module, exposed) }),
        render(request: PageRenderRequest) {
          const { element, head, status } = module.page(request);
          const { html, styles } = shell.renderApp({
            location: pathAndQuery(request.url),
            page: { remote, module: request.module, element },
            site: request.site,
            session: request.session ?? null,
            cookies: request.cookies ?? '',
          });
          return { html, styles, head, status };
        },
      };
      return { key: `${remote} ${'file' in entry ? entry.file : entry.url}`, build };
    },
    // The runtime keeps the container it loaded; a render stopped half-way leaves React's module state as it was
    // between renders (renderToString starts each render afresh), so there is nothing to drop.
    discard() {},
  };
}
