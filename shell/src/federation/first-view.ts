// The first view the gateway sent in index.html for this page load (the home page's header, search hero and
// footer as plain HTML, so its heading paints before any JavaScript runs): the element #rahi-first-view names the
// remote page it stands for and its address. It is found before React's first commit empties #root, and shown
// as that page's placeholder (FirstViewPlaceholder) until the remote's page has loaded; later visits do not use it.

export interface FirstView {
  element: HTMLElement;
  remote: string;
  module: string;
  path: string;
}

let found: FirstView | null | undefined;
let used = false;

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The first view when it stands for this remote page at this path and has not been used yet. Call while rendering. */
export function firstViewFor(remote: string, module: string, pathname: string): FirstView | undefined {
  if (used || typeof document === 'undefined') return undefined;
  if (found === undefined) {
    const element = document.getElementById('rahi-first-view');
    found = element
      ? {
          element,
          remote: element.dataset.remote ?? '',
          module: element.dataset.module ?? '',
          path: element.dataset.path ?? '',
        }
      : null;
  }
  if (!found || found.remote !== remote || found.module !== module) return undefined;
  return normalise(found.path) === normalise(pathname) ? found : undefined;
}

/** Marks the first view used: from now on every page shows its ordinary placeholder. */
export function markFirstViewUsed(): void {
  used = true;
}

/** For tests: forget what was found and used. */
export function resetFirstView(): void {
  found = undefined;
  used = false;
}
