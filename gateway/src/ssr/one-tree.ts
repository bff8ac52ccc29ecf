// The server render (ADR 0037): the shell's app (its server container's './ServerApp') draws the route's layout,
// header and footer with the page inside, the page's element coming from the remote's server container
// ('./server'), as one React tree. The page renderer (render-page.ts) loads its data and draws it; the html is the
// whole of #root, which the browser hydrates once (inject.ts marks #root for the shell's bootstrap).
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import {
  type AuthSession,
  PAGE_CONTRACT_VERSION,
  type PageRenderRequest,
  type RemoteName,
  type ServerContainerModule,
  type SiteSettings,
} from '@rahi/shared-contracts';
import type { ContainerEntry, FederationHost } from './federation-host';
import { containerEntryOf, type GatewayFolders } from './locations';
import type { BuildLoader, ServerBuild } from './render-page';

/** What the shell's './ServerApp' exposes (shell/src/server/ServerApp.tsx). */
interface ShellServerApp {
  renderApp(request: {
    location: string;
    page: {
      remote: RemoteName;
      module: string;
      element: unknown;
      areas?: Readonly<Record<string, unknown>>;
      siblings?: Readonly<Record<string, unknown>>;
    };
    site: SiteSettings;
    session: AuthSession | null;
    cookies: string;
  }): { html: string; styles: string };
}

/** The shell's own container, built with the shell this gateway serves. */
export const shellContainerEntry = (shellDist: string): ContainerEntry => ({
  file: path.join(shellDist, 'server-container', 'remoteEntry.js'),
});

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * The loader of `remote`'s pages: loadData is its container's, render gives #root's markup (layout and page) with
 * the styles of both.
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
  // The current entry's build, made once (the runtime would give the same modules again, a few milliseconds of
  // its hooks per page later); a failed load is tried again by the next page.
  let loaded: { key: string; build: Promise<ServerBuild> } | undefined;

  const buildOf = async (entry: ContainerEntry): Promise<ServerBuild> => {
    const [server, shell] = await Promise.all([
      host.load<{ default?: ServerContainerModule } & ServerContainerModule>(remote, entry, './server'),
      host.load<ShellServerApp>('shell', shellContainerEntry(options.shellDist), './ServerApp'),
    ]);
    const module = server.default ?? server;
    if (module.contract !== PAGE_CONTRACT_VERSION) {
      throw new Error(
        `${remote}'s container speaks contract ${module.contract}, this gateway ${PAGE_CONTRACT_VERSION}`,
      );
    }
    return {
      contract: module.contract,
      loadData: (request) => module.loadData(request),
      render(request: PageRenderRequest, siblings?: Readonly<Record<string, unknown>>) {
        const { element, head, status, areas } = module.page(request);
        const drawsSiblings = siblings !== undefined && Object.keys(siblings).length > 0;
        const { html, styles } = shell.renderApp({
          location: pathAndQuery(request.url),
          page: {
            remote,
            module: request.module,
            element,
            ...(areas && { areas }),
            ...(drawsSiblings && { siblings }),
          },
          site: request.site,
          session: request.session ?? null,
          cookies: request.cookies ?? '',
        });
        // The areas drawn beside the page and the siblings it was given: #root names them, and the browser loads
        // their modules before hydrating.
        return {
          html,
          styles,
          head,
          status,
          ...(areas && { areas: Object.keys(areas) }),
          ...(drawsSiblings && { siblings: Object.keys(siblings) }),
        };
      },
    };
  };

  return {
    async current(ssrRef) {
      const entry = containerEntryOf(ssrRef, options.folders);
      const key = `${remote} ${'file' in entry ? entry.file : entry.url}`;
      if (loaded?.key !== key) {
        const build = buildOf(entry);
        loaded = { key, build };
        build.catch((error: unknown) => {
          if (loaded?.build === build) loaded = undefined;
          if (reported.has(key)) return;
          reported.add(key);
          logger.error(
            { err: error },
            `[ssr] ${remote}'s or the shell's server container could not be loaded`,
          );
        });
      }
      return { key, build: await loaded.build };
    },
  };
}
