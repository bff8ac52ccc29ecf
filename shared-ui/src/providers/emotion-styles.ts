// The CSS a server render used (mf-hotel's and mf-search's server builds, each bundling it), as <style> tags the browser's emotion cache adopts instead of inserting the
// same rules again. @emotion/server is not installed, so this is its extractCriticalToChunks and
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

/** The rules of `cache` that `html` uses, plus every global rule, in insertion order. */
export function extractStyleChunks(cache: EmotionCache, html: string): StyleChunk[] {
  const used = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm');
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) used.add(match[1] ?? '');
  const globals: StyleChunk[] = [];
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClassRule = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isClassRule && !used.has(id)) continue;
    if (isClassRule) {
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
