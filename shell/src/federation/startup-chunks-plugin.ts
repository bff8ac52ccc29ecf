// A federation runtime plugin that stops the runtime fetching again what the page's start-up scripts installed.
// shell/public/paint-first.js asks for a page's start-up chunks in a few /_startup.js scripts, run before main.js,
// and lists them in window.__RAHI_STARTUP_CHUNKS__. Loading a remote module, the runtime preloads its chunks
// from the remote's manifest as script elements of their own (it reuses only a script with the same src): each
// would be fetched and evaluated a second time for nothing. Its preload takes a filter; this one leaves out
// those chunks. Like the resilience plugin it runs before any shared module exists: no React here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare global {
  interface Window {
    /** Paths of the chunks paint-first.js's start-up scripts installed ('/remotes/mf-hotel/static/js/…'). */
    __RAHI_STARTUP_CHUNKS__?: string[];
  }
}

/** Whether `url` (absolute, or a path) is one of the chunks the start-up scripts installed. */
export function installedAtStartup(url: string, installed: ReadonlySet<string>, base: string): boolean {
  try {
    return installed.has(new URL(url, base).pathname);
  } catch {
    return false;
  }
}

export function startupChunksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rahi-startup-chunks',
    beforePreloadRemote({ preloadOps }) {
      const listed = typeof window === 'undefined' ? undefined : window.__RAHI_STARTUP_CHUNKS__;
      if (!listed?.length) return;
      const installed = new Set(listed);
      for (const op of preloadOps) {
        const own = op.filter;
        op.filter = (url) =>
          !installedAtStartup(url, installed, window.location.href) && (own ? own(url) : true);
      }
    },
  };
}

export default startupChunksPlugin;
