// The cart's rooms carry prices for one hotel and one stay, but the bus's cart does not say which. The
// hotel page therefore remembers which hotel and stay filled it, and empties it (cart/cleared) when the
// traveller opens another hotel or changes the dates, so no room is ever reserved at another stay's price.
import { getEventBus } from '@rahi/shared-contracts';

let owner: string | undefined;

/** The key of a hotel and a stay: '12|2026-12-20|2'. */
export const cartOwnerKey = (hotelId: number, stay: { checkin: string; nights: number }) =>
  `${hotelId}|${stay.checkin}|${stay.nights}`;

/** Makes `key` the cart's owner; a cart filled under another key (or by someone unknown) is cleared. */
export function claimCart(key: string): void {
  const bus = getEventBus();
  if (owner !== key && bus.getCart().length > 0) bus.emit({ type: 'cart/cleared' });
  owner = key;
}
