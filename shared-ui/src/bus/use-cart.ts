// The room cart, from the bus: every change any part of the app makes shows at once.
import { type CartState, getEventBus } from '@rahi/shared-contracts';
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useObservable } from './use-observable';

// An empty cart is always the same EMPTY: React compares the snapshot after hydration with the server's, and a
// different (if equally empty) array would make it re-render the whole page at once, outside any transition.
const EMPTY: CartState = Object.freeze([]) as CartState;
const orEmpty = (cart: CartState) => (cart.length === 0 ? EMPTY : cart);

/**
 * The current cart; empty on the server and while a server-rendered page hydrates.
 * @example const cart = useCart(); cart.length // rooms chosen
 */
export function useCart(): CartState {
  const bus = getEventBus();
  const cart$ = useMemo(() => bus.cart$.pipe(map(orEmpty)), [bus]);
  return useObservable(cart$, orEmpty(bus.getCart()), EMPTY);
}
