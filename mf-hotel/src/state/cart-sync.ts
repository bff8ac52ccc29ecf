// The bus only knows three cart events (product §4): add a room, remove the last entry with an id, clear.
// Changing the options of a room already in the cart is therefore said as events too: the entries of
// that room type from the changed one on are removed (last first) and added back as they should be.
import type { CartEvent, CartState, SelectedRoom } from '@rahi/shared-contracts';

const sameRoom = (a: SelectedRoom, b: SelectedRoom) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The events that turn `current` into a cart holding, for every id, the entries of `desired` with that
 * id in the same order. Entries of other ids are untouched; the order between ids may change.
 * @example cartEventsFor([a1, b, a2], [a1, b, a2WithBed]) // → [removed a, added a2WithBed]
 */
export function cartEventsFor(current: CartState, desired: CartState): CartEvent[] {
  const ids = [...new Set([...current, ...desired].map((room) => room.id))];
  const events: CartEvent[] = [];
  for (const id of ids) {
    const have = current.filter((room) => room.id === id);
    const want = desired.filter((room) => room.id === id);
    let kept = 0;
    while (
      kept < have.length &&
      kept < want.length &&
      sameRoom(have[kept] as SelectedRoom, want[kept] as SelectedRoom)
    )
      kept++;
    for (let index = have.length; index > kept; index--)
      events.push({ type: 'cart/room-removed', payload: { id } });
    for (const room of want.slice(kept)) events.push({ type: 'cart/room-added', payload: room });
  }
  return events;
}

/**
 * `cart` with the `index`-th entry of `id` replaced by `room` (index counts only that id's entries).
 * @example replaceEntry([a1, b, a2], 'a', 1, a2WithBed) // → [a1, b, a2WithBed]
 */
export function replaceEntry(
  cart: CartState,
  id: SelectedRoom['id'],
  index: number,
  room: SelectedRoom,
): CartState {
  let seen = -1;
  return cart.map((entry) => {
    if (entry.id !== id) return entry;
    seen++;
    return seen === index ? room : entry;
  });
}
