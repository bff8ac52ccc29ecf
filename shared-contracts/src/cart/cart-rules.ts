// The room cart's rules (product §4), as pure functions so the bus, the hotel page and the tests share them.
import type { SelectedRoom } from './selected-room';

export type CartState = readonly SelectedRoom[];

export type CartChange =
  | { kind: 'added'; room: SelectedRoom }
  | { kind: 'removed'; id: SelectedRoom['id'] }
  | { kind: 'cleared' };

const hasId = (id: unknown) => id !== undefined && id !== null && id !== '';

/**
 * Applies one change to the cart. Adding a room without an id is refused (the caller logs it);
 * removing takes out the last entry with that id, leaving earlier rooms of the same type.
 * @example applyCartChange([a1, b, a2], { kind: 'removed', id: 'a' }) // → [a1, b]
 */
export function applyCartChange(cart: CartState, change: CartChange): CartState {
  switch (change.kind) {
    case 'added':
      return hasId(change.room.id) ? [...cart, change.room] : cart;
    case 'removed': {
      const index = cart.findLastIndex((room) => room.id === change.id);
      return index === -1 ? cart : [...cart.slice(0, index), ...cart.slice(index + 1)];
    }
    case 'cleared':
      return [];
  }
}

/** True when a room can enter the cart; a room without an id cannot (product §4). */
export function isAddableRoom(room: Partial<SelectedRoom>): room is SelectedRoom {
  return hasId(room.id);
}
