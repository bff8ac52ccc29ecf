// Loads one exposed module of a remote, turning the resilience plugin's marker into an error that
// the remote's error boundary can catch.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@rahi/shared-contracts';
import type { ComponentType } from 'react';
import { isRegistered } from './registry';
import { isRemoteUnavailable, RemoteUnavailableError } from './remote-unavailable';

export type PageModule = { default: ComponentType };

/** `loadRemotePage('mf_search', './HomePage')` resolves to the page's module, or throws RemoteUnavailableError. */
export async function loadRemotePage(remote: RemoteName, exposed: string): Promise<PageModule> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
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
  return module as PageModule;
}
