// What the room list does to the cart, said as the bus's events (product §4): add rooms of a type, take
// the last ones out, change one room's options. A room without an id never reaches the bus (logged).
import { getEventBus, isAddableRoom, type SelectedRoom } from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { cartEventsFor, replaceEntry } from './cart-sync';
import { entriesOf, type RoomOptions, selectedRoomFrom } from './room-selection';

/** Puts one room into the cart, or logs why it cannot (product §4: a room without an id is refused). */
export function addRoom(room: Partial<SelectedRoom>): boolean {
  if (!isAddableRoom(room)) {
    console.error('[mf-hotel] a room without an id was not added to the cart', room);
    return false;
  }
  getEventBus().emit({ type: 'cart/room-added', payload: room });
  return true;
}

/** Makes the cart hold `count` rooms of `offer`: adds plain ones, or removes the last ones. */
export function setRoomCount(offer: RoomOffer, count: number): void {
  const bus = getEventBus();
  const have = entriesOf(bus.getCart(), offer).length;
  for (let index = have; index < count; index++) addRoom(selectedRoomFrom(offer));
  for (let index = have; index > count; index--)
    bus.emit({ type: 'cart/room-removed', payload: { id: offer.id } });
}

/** Changes the options of the `index`-th room of `offer` in the cart. */
export function setRoomOptions(offer: RoomOffer, index: number, options: RoomOptions): void {
  const bus = getEventBus();
  const current = bus.getCart();
  const desired = replaceEntry(current, offer.id, index, selectedRoomFrom(offer, options));
  for (const event of cartEventsFor(current, desired)) bus.emit(event);
}
