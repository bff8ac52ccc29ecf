// Other remotes' modules a server-rendered page draws inside itself (its build's start-up siblings: the hotel page's
// search box, mf-search's './SearchBox'), loaded from their own server containers through the federation host, as
// the page's is: the page draws them in the one tree (shared-ui's siblings), #root names them, and the browser loads
// them before hydrating. A sibling whose remote has no server container in the registry, or whose container or
// module cannot be loaded, is left out (logged once per container): the page then loads it after hydrating.
import { logger } from '@rahi/booking-api/observability';
import { type RemoteModule, remoteModuleId } from '@rahi/shared-contracts';
import type { FederationHost } from './federation-host';
import { containerEntryOf, type GatewayFolders } from './locations';

export interface SiblingModulesOptions {
  host: FederationHost;
  folders: GatewayFolders;
  /** The registry's `ssr` entry of `remote`; undefined when it has none. */
  ssrRefOf(remote: RemoteModule['remote']): string | undefined;
}

/** `siblings → { 'mf_search/SearchBox': its default export }`, each kept per container until a new one is deployed. */
export function createSiblingModules(options: SiblingModulesOptions) {
  const kept = new Map<string, { entryKey: string; module: unknown }>();
  const reported = new Set<string>();

  async function moduleOf({ remote, module }: RemoteModule, id: string): Promise<unknown> {
    const ssrRef = options.ssrRefOf(remote);
    if (!ssrRef) return undefined;
    let entryKey = ssrRef;
    try {
      const entry = containerEntryOf(ssrRef, options.folders);
      entryKey = 'file' in entry ? entry.file : entry.url;
      const known = kept.get(id);
      if (known?.entryKey === entryKey) return known.module;
      const exposed = await options.host.load<{ default?: unknown }>(remote, entry, module);
      const drawn = exposed.default;
      if (drawn === null || (typeof drawn !== 'function' && typeof drawn !== 'object'))
        throw new Error(`${id} has no default export`);
      kept.set(id, { entryKey, module: drawn });
      return drawn;
    } catch (error) {
      const key = `${id} ${entryKey}`;
      if (!reported.has(key)) {
        reported.add(key);
        logger.error({ err: error }, `[ssr] ${id} could not be loaded; its pages load it in the browser`);
      }
      return undefined;
    }
  }

  return async (siblings: readonly RemoteModule[]): Promise<Record<string, unknown>> => {
    const loaded: Record<string, unknown> = {};
    await Promise.all(
      siblings.map(async (sibling) => {
        const id = remoteModuleId(sibling);
        const module = await moduleOf(sibling, id);
        if (module !== undefined) loaded[id] = module;
      }),
    );
    return loaded;
  };
}
