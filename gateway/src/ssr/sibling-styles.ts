// The styles of the other remotes' modules a server-rendered page loads as soon as it renders (its start-up
// siblings: the hotel page's search box, from mf-search), drawn by their own server containers' optional styles()
// (shared-contracts' page contract) and added to the page's: the browser's emotion adopts them instead of compiling
// them while the page starts. Kept per container version and module: they do not depend on the request. A
// container without styles(), one that cannot be loaded or one whose styles() fails adds nothing, and the page is
// served all the same (a failure is logged once per container). A styles() stopped by the time limit (a cold or
// busy process) is asked again by the next pages, up to TIMEOUT_RETRIES times per build, and kept empty after that.

import { logger } from '@rahi/booking-api/observability';
import type { RemoteName } from '@rahi/shared-contracts';
import type { Sibling } from '../pages/startup-chunks';
import { callWithTimeout, isRenderTimeout } from './call-with-timeout';
import type { BuildLoader } from './render-page';

export interface SiblingStylesOptions {
  loaderFor(remote: RemoteName): BuildLoader;
  /** The registry's `ssr` entry of `remote`; undefined when it has none. */
  ssrRefOf(remote: RemoteName): string | undefined;
  timeoutMs: number;
}

/** How many times a build's styles() that ran out of time is asked again before the pages go without them. */
export const TIMEOUT_RETRIES = 3;

/** `siblings → '<style data-emotion …>…'`, each sibling's tags in turn. */
export function createSiblingStyles(options: SiblingStylesOptions) {
  const kept = new Map<string, { buildKey: string; styles: string }>();
  const timeouts = new Map<string, { buildKey: string; count: number }>();

  async function stylesOf({ remote, module }: Sibling): Promise<string> {
    const ssrRef = options.ssrRefOf(remote);
    if (!ssrRef) return '';
    const loader = options.loaderFor(remote);
    let loaded: Awaited<ReturnType<BuildLoader['current']>>;
    try {
      loaded = await loader.current(ssrRef);
    } catch {
      return ''; // logged once per broken build by the loader
    }
    const name = `${remote}/${module}`;
    const known = kept.get(name);
    if (known?.buildKey === loaded.key) return known.styles;
    let styles = '';
    const draw = loaded.build.styles;
    if (typeof draw === 'function') {
      try {
        const answer = callWithTimeout(() => draw(module), options.timeoutMs);
        if (typeof answer !== 'string') throw new Error('styles() answered something other than text');
        styles = answer;
      } catch (error) {
        logger.error({ err: error }, `[ssr] ${name}: its styles could not be drawn; pages go without them`);
        if (isRenderTimeout(error)) {
          const seen = timeouts.get(name);
          const count = seen?.buildKey === loaded.key ? seen.count + 1 : 1;
          timeouts.set(name, { buildKey: loaded.key, count });
          if (count <= TIMEOUT_RETRIES) return ''; // not kept: the next page asks again
        }
      }
    }
    kept.set(name, { buildKey: loaded.key, styles });
    return styles;
  }

  return async (siblings: readonly Sibling[]): Promise<string> => {
    let styles = '';
    for (const sibling of siblings) styles += await stylesOf(sibling);
    return styles;
  };
}
