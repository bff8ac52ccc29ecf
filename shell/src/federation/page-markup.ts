// Markup the gateway put in index.html for one page of this page load (a server-rendered page: home, city, hotel,
// the content pages): an element naming the remote, the exposed module and the path it stands for. It is
// found before React's first commit empties #root, matched against the page being rendered, and used once.

export interface PageMarkup {
  element: HTMLElement;
  remote: string;
  module: string;
  path: string;
}

export interface PageMarkupSource {
  /** The markup when it stands for this remote page at this path and has not been used yet. Call while rendering. */
  find(remote: string, module: string, pathname: string): PageMarkup | undefined;
  /** From now on every page renders as usual. */
  markUsed(): void;
  /** For tests: forget what was found and used. */
  reset(): void;
}

/** The markup in the element with `elementId`, its path compared with the page's by `samePath`. */
export function pageMarkupSource(
  elementId: string,
  samePath: (markupPath: string, pathname: string) => boolean,
): PageMarkupSource {
  let found: PageMarkup | null | undefined;
  let used = false;
  return {
    find(remote, module, pathname) {
      if (used || typeof document === 'undefined') return undefined;
      if (found === undefined) {
        const element = document.getElementById(elementId);
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
    },
    markUsed() {
      used = true;
    },
    reset() {
      found = undefined;
      used = false;
    },
  };
}
