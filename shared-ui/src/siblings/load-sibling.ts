// Loads a module another remote exposes (mf-search's './SearchBox' for the hotel page, './StayDatesField' for the
// saved hotels' page) through the shell's federation instance: the shell registered every remote from the registry
// and carries the resilience plugin, so a sibling loads exactly as the shell's own pages do. Without a shell (a
// remote running alone, or the server) there is nothing to load from, and the caller shows its placeholder. Its own
// entry point (`@rahi/shared-ui/load-sibling`): only pages that load a sibling bundle the runtime's API.
import { getInstance } from '@module-federation/enhanced/runtime';

/** The marker the shell's resilience plugin hands back for a remote that cannot load. */
const REMOTE_UNAVAILABLE = '__rahiRemoteUnavailable';

/**
 * `loadSibling<{ SearchBox: … }>('mf_search/SearchBox')`: the module, or null when there is no shell or
 * the remote is unavailable (logged).
 */
export async function loadSibling<T>(id: string): Promise<T | null> {
  const shell = getInstance((instance) => instance.name === 'shell');
  if (!shell) return null;
  try {
    // The factory first, then a task later the module's code runs: the entry's start-up and the evaluation of
    // the sibling's modules are each a long stretch of main thread, and the browser gets a turn between them.
    const factory = await shell.loadRemote<(() => T) | T>(id, { loadFactory: false, from: 'runtime' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const module = typeof factory === 'function' ? await (factory as () => T)() : factory;
    if (!module || (typeof module === 'object' && REMOTE_UNAVAILABLE in module)) {
      console.error(`[siblings] ${id} is unavailable`);
      return null;
    }
    return module;
  } catch (error) {
    console.error(`[siblings] loading ${id} failed`, error);
    return null;
  }
}
