// The page the gateway draws inside the shell's tree (ADR 0037): the shell's ServerApp provides it, and the
// route's area (RoutePage's RouteContent) draws its element where the browser's lazy page will hydrate it.
import type { RemoteName } from '@rahi/shared-contracts';
import type { SiblingModules } from '@rahi/shared-ui/siblings';
import { createContext, type ReactNode } from 'react';

export interface ServerPage {
  /** The module drawn: the route's own page, or mf-content's not-found page for an address with no page. */
  remote: RemoteName;
  module: string;
  element: ReactNode;
  /**
   * Other modules of the same remote the layout draws beside the page, by exposed name (mf-profile's
   * './ProfileMenu'): their areas draw these elements instead of a placeholder.
   */
  areas?: Readonly<Record<string, ReactNode>>;
  /** Other remotes' modules the page draws itself, loaded ('mf_search/SearchBox': the hotel page's search box). */
  siblings?: SiblingModules;
}

export const ServerPageContext = createContext<ServerPage | undefined>(undefined);
