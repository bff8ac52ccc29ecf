// The page the gateway drew as one tree with the shell (ADR 0037, the shell's ServerApp): #root carries
// data-render="one-tree" and names the remote, the exposed module and the path it was drawn for. The browser
// hydrates the whole document once (bootstrap.tsx); the route's area renders that module, so its first render is
// the server's. Used once: a later visit to the same address renders as usual.

import { samePath } from '@rahi/shared-contracts';

export const ROOT_ID = 'root';

/** Whether the gateway drew this page load as one tree (then bootstrap hydrates #root instead of rendering it). */
export function isOneTree(root: HTMLElement | null = document.getElementById(ROOT_ID)): boolean {
  return root?.dataset.render === 'one-tree';
}

/** Two paths of one page, trailing slashes aside (shared-contracts' samePath decodes each side). */
const sameTrimmedPath = (a: string, b: string) => samePath(a.replace(/\/+$/, ''), b.replace(/\/+$/, ''));

let used = false;

/** Whether the server's one-tree page is this remote page at this path and not used yet; call while rendering. */
export function oneTreePageFor(remote: string, module: string, pathname: string): boolean {
  if (used || typeof document === 'undefined') return false;
  const root = document.getElementById(ROOT_ID);
  if (!root || !isOneTree(root)) return false;
  const { dataset } = root;
  return (
    dataset.remote === remote && dataset.module === module && sameTrimmedPath(dataset.path ?? '', pathname)
  );
}

/**
 * Whether the server drew `module` of `remote` beside its one-tree page (#root's data-areas: the profile's menu),
 * not used yet: its area hydrates it as drawn. Call while rendering.
 */
export function oneTreeAreaDrawn(remote: string, module: string): boolean {
  if (used || typeof document === 'undefined') return false;
  const root = document.getElementById(ROOT_ID);
  if (!root || !isOneTree(root) || root.dataset.remote !== remote) return false;
  return oneTreeAreas(root).includes(module);
}

/** The names a space-separated data attribute of #root lists. */
const listed = (value: string | undefined): string[] => (value ?? '').split(' ').filter(Boolean);

/** The modules #root says the server drew beside its page ('./ProfileMenu'). */
export const oneTreeAreas = (root: HTMLElement): string[] => listed(root.dataset.areas);

/** Other remotes' modules #root says the server drew inside its page ('mf_search/SearchBox'). */
export const oneTreeSiblings = (root: HTMLElement): string[] => listed(root.dataset.siblings);

/** From now on every page renders as usual. */
export function markOneTreePageUsed(): void {
  used = true;
}
