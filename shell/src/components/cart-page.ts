// Where the cart's rooms were chosen. The cart on the bus holds rooms and prices but not their page; only the
// hotel page adds rooms, so the address shown when a room is added is the page to go back to from the header's
// cart. Forgotten when the cart is emptied (cart/cleared, or the last room removed). The link leads to the page's
// rooms section, where the chosen rooms and their options are; on that page itself it scrolls there.
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

/** The id of the hotel page's rooms section (`#rooms`). */
export const CART_ANCHOR = 'rooms';

/** Where the header's cart leads: the rooms section of the page they were chosen on. */
export const cartLink = (page: string) => `${page}#${CART_ANCHOR}`;

/**
 * On the cart's own page a link to it changes nothing the router would act on a second time: the rooms section is
 * scrolled into view instead, and the link's navigation is cancelled.
 */
export function showCartInPlace(page: string, event: { preventDefault(): void }) {
  if (`${window.location.pathname}${window.location.search}` !== page) return;
  const rooms = document.getElementById(CART_ANCHOR);
  if (!rooms) return;
  event.preventDefault();
  rooms.scrollIntoView();
}

/** The page (path and query) where the rooms in the cart were chosen, while the cart has any. */
export function useCartPage(): string | undefined {
  const [current, setCurrent] = useState(page);
  useEffect(() => watch(() => setCurrent(page)), []);
  return current;
}
