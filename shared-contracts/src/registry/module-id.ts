// How one remote's exposed module is named where builds, pages and the federation runtime meet: 'mf_search/SearchBox'
// (a build's report lists its start-up siblings so, #root's data-siblings, the runtime's loadRemote id) stands for
// { remote: 'mf_search', module: './SearchBox' }.
import { REMOTE_NAMES, type RegistryRemoteName } from './registry';

export interface RemoteModule {
  remote: RegistryRemoteName;
  /** './SearchBox' */
  module: string;
}

/** @example remoteModuleId({ remote: 'mf_search', module: './SearchBox' }) // → 'mf_search/SearchBox' */
export const remoteModuleId = ({ remote, module }: RemoteModule): string =>
  `${remote}/${module.replace(/^\.\//, '')}`;

/**
 * @example parseRemoteModuleId('mf_search/SearchBox') // → { remote: 'mf_search', module: './SearchBox' }
 * @returns undefined for a remote the registry does not know, or no module.
 */
export function parseRemoteModuleId(id: string): RemoteModule | undefined {
  const at = id.indexOf('/');
  const remote = id.slice(0, at);
  if (at <= 0 || at === id.length - 1 || !(REMOTE_NAMES as readonly string[]).includes(remote))
    return undefined;
  return { remote: remote as RegistryRemoteName, module: `./${id.slice(at + 1)}` };
}
