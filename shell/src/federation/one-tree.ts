// The page the gateway drew as one tree with the shell (ADR 0037, the shell's ServerApp): #root carries
// data-render="one-tree" and names the remote, the exposed module and the path it was drawn for. The browser
// hydrates the whole document once (bootstrap.tsx); the route's area renders that module, so its first render is
// the server's. Used once: a later visit to the same address renders as usual.
import { type PageMarkup, pageMarkupSource } from './page-markup';
import { samePath } from './server-markup';

export const ROOT_ID = 'root';

/** Whether the gateway drew this page load as one tree (then bootstrap hydrates #root instead of rendering it). */
export function isOneTree(root: HTMLElement | null = document.getElementById(ROOT_ID)): boolean {
  return root?.dataset.render === 'one-tree';
}

const source = pageMarkupSource(ROOT_ID, samePath);

/** The server's one-tree page when it is this remote page at this path and not used yet; call while rendering. */
export function oneTreePageFor(remote: string, module: string, pathname: string): PageMarkup | undefined {
  return isOneTree() ? source.find(remote, module, pathname) : undefined;
}

export const markOneTreePageUsed = source.markUsed;

/** For tests: forget what was found and used. */
export const resetOneTreePage = source.reset;
