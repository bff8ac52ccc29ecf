// Who is logged in, from the bus (the shell keeps it current: login, logout, the token check).
import { ANONYMOUS, type AuthState, getEventBus } from '@rahi/shared-contracts';
import { type Context, createContext, useContext } from 'react';
import { useObservable } from './use-observable';

const DRAWN_AUTH = Symbol.for('rahi.drawn-auth.v1');

/**
 * Who a page drawn as one tree with the shell was drawn for (ADR 0037): the gateway's render provides the session
 * its token check named, the browser's hydration the same verdict, so both draw the header alike. One context for
 * every copy of this package on the page (each app bundles it), kept on globalThis like the bus.
 */
const scope = globalThis as unknown as Record<symbol, Context<AuthState | undefined> | undefined>;
scope[DRAWN_AUTH] ??= createContext<AuthState | undefined>(undefined);
export const DrawnAuthContext: Context<AuthState | undefined> = scope[DRAWN_AUTH];

/**
 * The current auth state. On the server and while a server-rendered page hydrates: who the page was drawn for
 * (DrawnAuthContext) in a one-tree page, else anonymous.
 * @example const auth = useAuth(); if (hasSession(auth)) greet(auth.userName);
 */
export function useAuth(): AuthState {
  const bus = getEventBus();
  const drawn = useContext(DrawnAuthContext);
  return useObservable(bus.auth$, bus.getAuth(), drawn ?? ANONYMOUS);
}
