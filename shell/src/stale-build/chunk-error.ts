// A chunk load error means the page asked for a file of a build that is no longer served: the shell or a remote
// was deployed again under this open tab. Reloading gives the page the current build (once: reload-guard.ts).

import { type ReloadGuardDeps, reloadOnce } from './reload-guard';

/** webpack's ChunkLoadError (the shell's or a remote's runtime), also when the federation runtime wrapped it. */
const CHUNK_ERROR = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed/;

/**
 * True for an error (or an error it was caused by) that says a chunk could not be loaded.
 * @example isChunkLoadError(Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' })) // true
 */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_ERROR.test(message)) return true;
  return isChunkLoadError(cause, depth + 1);
}

/** Reloads once (guarded) when `error` is a chunk load error; true when a reload started. */
export function reloadOnChunkError(error: unknown, deps?: ReloadGuardDeps): boolean {
  return isChunkLoadError(error) && reloadOnce(`a chunk could not be loaded: ${String(error)}`, deps);
}

/**
 * Chunk load errors nothing caught (a failed import() of the shell's start-up, say) reload the page as well.
 * Installed first thing in main.js, before the bootstrap chunk is asked for.
 */
export function reloadOnUnhandledChunkErrors(
  target: Pick<Window, 'addEventListener'> = window,
  deps?: ReloadGuardDeps,
): void {
  target.addEventListener('unhandledrejection', (event) => {
    reloadOnChunkError((event as PromiseRejectionEvent).reason, deps);
  });
  target.addEventListener('error', (event) => {
    reloadOnChunkError((event as ErrorEvent).error, deps);
  });
}
