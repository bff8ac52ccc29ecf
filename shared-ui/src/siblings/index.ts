// Another remote's module a page draws in its own tree (the hotel page's search box, mf-search's './SearchBox'),
// handed to that page already loaded: by the gateway's render (from the sibling's server container) and by the
// shell before hydrating (#root's data-siblings names it), so the page's first render draws it as the server did.
// One context for every copy of this package on the page (each app bundles it), kept on globalThis like the bus.
import { type ComponentType, type Context, createContext, useContext } from 'react';

/** Loaded siblings by id, 'mf_search/SearchBox' → the module's default export (a component). */
export type SiblingModules = Readonly<Record<string, unknown>>;

const SIBLINGS = Symbol.for('rahi.sibling-modules.v1');
const scope = globalThis as unknown as Record<symbol, Context<SiblingModules> | undefined>;
scope[SIBLINGS] ??= createContext<SiblingModules>({});
export const SiblingModulesContext: Context<SiblingModules> = scope[SIBLINGS];

/**
 * The sibling `id` if it was handed over loaded; undefined otherwise (the page loads it itself).
 * @example const SearchBox = useSiblingModule<SearchBoxProps>('mf_search/SearchBox');
 */
export function useSiblingModule<P>(id: string): ComponentType<P> | undefined {
  return useContext(SiblingModulesContext)[id] as ComponentType<P> | undefined;
}
