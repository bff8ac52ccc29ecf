// The request's cookies on the server (the gateway's one-tree render: the Cookie header), for the parts of the
// shell whose first render reads the browser's cookies (the header's links): the server draws them from the same
// cookies, so the markup and its hydration agree. In the browser nothing provides it, and document.cookie is read.
import { createContext, useContext } from 'react';

export const ServerCookiesContext = createContext<string | undefined>(undefined);

/** The cookies the first render reads: the request's on the server, the document's in the browser. */
export function useFirstRenderCookies(): string {
  const server = useContext(ServerCookiesContext);
  return server ?? (typeof document === 'undefined' ? '' : document.cookie);
}
