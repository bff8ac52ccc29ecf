// The shell's one watch for newer builds, and what a page error means for it. main.js starts the watch with the
// registry; React's roots report every error a boundary caught here, so a chunk of a replaced build, or a remote
// that will not load because the registry has moved on, reloads the page once instead of leaving a card.

import { remoteEntries } from '../federation/registry';
import { RemoteUnavailableError } from '../federation/remote-unavailable';
import { type BuildWatch, createBuildWatch } from './build-watch';
import { reloadOnChunkError } from './chunk-error';
import { type ReloadGuardDeps, reloadOnce } from './reload-guard';

declare const __webpack_hash__: string | undefined;

let watch: BuildWatch | undefined;

/** Starts the hourly look at the build manifest and the registry; call once the registry is registered. */
export function startBuildWatch(): BuildWatch {
  watch = createBuildWatch({
    shellBuild: typeof __webpack_hash__ === 'string' ? __webpack_hash__ : undefined,
    registered: () => remoteEntries(),
  });
  watch.start();
  return watch;
}

/** Whether the watch has seen a newer build than this page's. */
export const newerBuildOut = () => watch?.isNewer() ?? false;

/**
 * For React's onCaughtError and onUncaughtError: a chunk load error reloads once; a remote that could not load
 * makes the shell read the registry at once, and reload once if the registry names another build.
 */
export function reactToPageError(
  error: unknown,
  current: BuildWatch | undefined = watch,
  guard?: ReloadGuardDeps,
): void {
  if (reloadOnChunkError(error, guard) || !(error instanceof RemoteUnavailableError) || !current) return;
  void current.check().then((newer) => {
    if (newer) reloadOnce(`${error.remoteId} could not be loaded and a newer build is out`, guard);
  });
}
