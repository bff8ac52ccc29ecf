// The room cart as the page renders it: the bus's cart, read through useSyncExternalStore so the server's
// render and the browser's hydration both start from an empty cart (the server has no bus), and the
// page follows every change that any part of the app makes.
import { type CartState, getEventBus } from '@rahi/shared-contracts';
import { useSyncExternalStore } from 'react';

const EMPTY: CartState = Object.freeze([]) as CartState;

function subscribe(onChange: () => void) {
  const subscription = getEventBus().cart$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

// An empty cart is always the same EMPTY: React compares the snapshot after hydration with the server's, and a
// different (if equally empty) array would make it re-render the whole page at once, outside any transition.
const getSnapshot = () => {
  const cart = getEventBus().getCart();
  return cart.length === 0 ? EMPTY : cart;
};
const getServerSnapshot = () => EMPTY;

/** The current cart; empty on the server and during hydration. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
