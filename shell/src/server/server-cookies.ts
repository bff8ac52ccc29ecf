// The cookies the shell's first render reads (the header's links, from the headerFooter cookie), the same on both
// sides of a page drawn as one tree: on the server the request's Cookie header (the gateway's render provides it);
// in the browser document.cookie, except while hydrating a page the server drew without the headerFooter cookie.
// That happens when the page before it wrote the cookie after this page's request had left (its own
// /header-footer-contents answered late): the page then hydrates with the built-in links it was drawn with, and
// the header takes the cookie's links once hydrated (use-header-footer.ts).
import { createContext, useContext } from 'react';
import { isOneTree, ROOT_ID } from '../federation/one-tree';

export const ServerCookiesContext = createContext<string | undefined>(undefined);

/** #root's data-header-footer as the gateway writes it (gateway/src/ssr/inject.ts): drawn without the cookie. */
export const DRAWN_WITHOUT_HEADER_FOOTER = 'built-in';

let drawnWithoutCookie = false;

/** Before hydrating: whether the server's page was drawn without the headerFooter cookie. */
export function takeServerCookies(doc: Document = document): void {
  const root = doc.getElementById(ROOT_ID);
  drawnWithoutCookie = isOneTree(root) && root?.dataset.headerFooter === DRAWN_WITHOUT_HEADER_FOOTER;
}

/** Once hydrated: the cookies are the document's from now on. */
export function hydratedWithServerCookies(): void {
  drawnWithoutCookie = false;
}

/** The cookies the first render reads: the request's on the server, the document's in the browser. */
export function useFirstRenderCookies(): string {
  const server = useContext(ServerCookiesContext);
  if (server !== undefined) return server;
  if (typeof document === 'undefined' || drawnWithoutCookie) return '';
  return document.cookie;
}
