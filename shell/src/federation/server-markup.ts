// The page the gateway rendered on the server for this page load (gateway/src/ssr): an element #rahi-ssr in
// index.html naming the remote, the exposed module and the path it was rendered for. It is found before React
// first commits (which empties #root) and given to one ServerRenderedArea; later visits render in the browser.

export interface ServerMarkup {
  element: HTMLElement;
  remote: string;
  module: string;
  path: string;
}

let found: ServerMarkup | null | undefined;
let used = false;

const samePath = (a: string, b: string) => {
  try {
    return decodeURIComponent(a).replace(/\/+$/, '') === decodeURIComponent(b).replace(/\/+$/, '');
  } catch {
    return a === b;
  }
};

/**
 * The server's markup when it is for this remote page at this path and nobody has taken it yet.
 * Call while rendering (before the first commit empties #root); then `useServerMarkup` to take it.
 */
export function serverMarkupFor(remote: string, module: string, pathname: string): ServerMarkup | undefined {
  if (used || typeof document === 'undefined') return undefined;
  if (found === undefined) {
    const element = document.getElementById('rahi-ssr');
    found = element
      ? {
          element,
          remote: element.dataset.remote ?? '',
          module: element.dataset.module ?? '',
          path: element.dataset.path ?? '',
        }
      : null;
  }
  if (!found || found.remote !== remote || found.module !== module || !samePath(found.path, pathname)) {
    return undefined;
  }
  return found;
}

/** Marks the markup used: a later visit to the same page renders in the browser with fresh data. */
export function markServerMarkupUsed(): void {
  used = true;
}

/** For tests: forget what was found and used. */
export function resetServerMarkup(): void {
  found = undefined;
  used = false;
}
