// The CSS a server render used (the remotes' server builds, each bundling it, and the shell's build-time render of
// its own parts), as <style> tags the browser's emotion cache adopts instead of inserting the same rules again.
// @emotion/server is not installed, so this is its extractCriticalToChunks (all rules, not only the markup's) and
// constructStyleTagsFromChunks, on a cache in "compat" mode (which keeps every rule in `cache.inserted`
// instead of writing <style> elements into the markup). The tags carry `data-emotion="<key> <id> <id>…"`:
// emotion's createCache in the browser finds tags of its own key, marks their ids inserted and moves them
// into <head>, so the first client render inserts nothing and the page does not flash.
import type { EmotionCache } from '@emotion/cache';

export interface StyleChunk {
  /** `rtl` for class rules, `rtl-global` for global ones (CssBaseline, keyframes). */
  key: string;
  ids: string[];
  css: string;
}

/**
 * Every rule of `cache`, in insertion order: the class rules in one chunk, each global rule in its own. That is also
 * the class rules no element carries: a styled component's class it passed down to the component it wraps, which
 * merged it into a class of its own. The browser's render computes those all the same and, unless a tag lists them,
 * compiles and inserts them on the main thread (a hundred rules on a city page, for a few KB of gzip in the HTML).
 */
export function extractStyleChunks(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = [];
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      regular.ids.push(id);
      regular.css += rules;
    } else {
      globals.push({ key: `${cache.key}-global`, ids: [id], css: rules });
    }
  }
  return [...globals, regular].filter((chunk) => chunk.css !== '');
}

/** `<style data-emotion="rtl a b">…</style>` for each chunk; CSS cannot close the tag early (`</style` escaped). */
export function styleTags(chunks: readonly StyleChunk[]): string {
  return chunks
    .map(
      (chunk) =>
        `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}
