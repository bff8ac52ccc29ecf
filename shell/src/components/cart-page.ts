// Where the cart's rooms were chosen. The cart on the bus holds rooms and prices but not their page; only the
// hotel page adds rooms, so the address shown when a room is added is the page to go back to from the header's
// cart. Forgotten when the cart is emptied (cart/cleared, or the last room removed).
import { getEventBus } from '@rahi/shared-contracts';
import { useEffect, useState } from 'react';

let page: string | undefined;

function watch(onChange: () => void) {
  const bus = getEventBus();
  const added = bus.on('cart/room-added').subscribe(() => {
    page = `${window.location.pathname}${window.location.search}`;
    onChange();
  });
  const emptied = bus.cart$.subscribe((cart) => {
    if (cart.length === 0 && page !== undefined) {
      page = undefined;
      onChange();
    }
  });
  return () => {
    added.unsubscribe();
    emptied.unsubscribe();
  };
}

/** The page (path and query) where the rooms in the cart were chosen, while the cart has any. */
export function useCartPage(): string | undefined {
  const [current, setCurrent] = useState(page);
  useEffect(() => watch(() => setCurrent(page)), []);
  return current;
}
