// Loads one exposed module of a remote, turning the resilience plugin's marker into an error that
// the remote's error boundary can catch.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type RemoteName, remoteModuleId } from '@rahi/shared-contracts';
import type { ComponentType } from 'react';
import { isRegistered } from './registry';
import { isRemoteUnavailable, RemoteUnavailableError } from './remote-unavailable';

export type PageModule = { default: ComponentType };

/** The modules loaded so far, by id ('mf_search/HomePage'): the latest load of each. */
const loaded = new Map<string, PageModule>();
const idOf = (remote: RemoteName, exposed: string) => remoteModuleId({ remote, module: exposed });

/**
 * The module if it has loaded already, for a render that must not wait for it: the page the server drew, loaded by
 * bootstrap before hydrating, is hydrated with the rest of the tree in one pass (RemoteArea).
 */
export const loadedPage = (remote: RemoteName, exposed: string): PageModule | undefined =>
  loaded.get(idOf(remote, exposed));

/** For tests: forget the modules loaded. */
export const forgetLoadedPages = () => loaded.clear();

/** `loadRemotePage('mf_search', './HomePage')` resolves to the page's module, or throws RemoteUnavailableError. */
export async function loadRemotePage(remote: RemoteName, exposed: string): Promise<PageModule> {
  const id = idOf(remote, exposed);
  if (!isRegistered(remote)) throw new RemoteUnavailableError(id, 'not in the registry');
  let module: unknown;
  try {
    // The runtime gets the module's factory (entry, share scope, chunks), then a task later the factory runs
    // (the page's modules are evaluated): at start-up the chunks are already installed, and both halves in one
    // task made one of the page's longest.
    const factory = await loadRemote<() => unknown>(id, { loadFactory: false, from: 'runtime' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    module = typeof factory === 'function' ? await factory() : factory;
  } catch (error) {
    throw new RemoteUnavailableError(id, String(error));
  }
  if (isRemoteUnavailable(module)) throw new RemoteUnavailableError(id, module.reason);
  if (!module || typeof (module as PageModule).default !== 'function') {
    throw new RemoteUnavailableError(id, 'the module has no default export');
  }
  loaded.set(id, module as PageModule);
  return module as PageModule;
}
