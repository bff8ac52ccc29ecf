// The page the gateway rendered on the server for this page load (gateway/src/ssr): an element #rahi-ssr in
// index.html naming the remote, the exposed module and the path it was rendered for. It is found before React
// first commits (which empties #root) and given to one ServerRenderedArea; later visits render in the browser.

import { type PageMarkup, pageMarkupSource } from './page-markup';

export type ServerMarkup = PageMarkup;

/** Two paths of one page: decoded, without trailing slashes. */
export const samePath = (a: string, b: string) => {
  try {
    return decodeURIComponent(a).replace(/\/+$/, '') === decodeURIComponent(b).replace(/\/+$/, '');
  } catch {
    return a === b;
  }
};
const source = pageMarkupSource('rahi-ssr', samePath);

/**
 * The server's markup when it is for this remote page at this path and nobody has taken it yet.
 * Call while rendering (before the first commit empties #root); then `useServerMarkup` to take it.
 */
export const serverMarkupFor = source.find;

/** Marks the markup used: a later visit to the same page renders in the browser with fresh data. */
export const markServerMarkupUsed = source.markUsed;

/** For tests: forget what was found and used. */
export const resetServerMarkup = source.reset;
