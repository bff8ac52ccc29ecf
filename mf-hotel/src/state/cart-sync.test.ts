import { applyCartChange, type CartEvent, type CartState, type SelectedRoom } from '@rahi/shared-contracts';
import { sampleRoom } from '@rahi/shared-contracts/testing';
import fc from 'fast-check';
import { cartEventsFor, replaceEntry } from './cart-sync';

const apply = (cart: CartState, events: CartEvent[]) =>
  events.reduce<CartState>((state, event) => {
    if (event.type === 'cart/room-added')
      return applyCartChange(state, { kind: 'added', room: event.payload });
    if (event.type === 'cart/room-removed')
      return applyCartChange(state, { kind: 'removed', id: event.payload.id });
    return applyCartChange(state, { kind: 'cleared' });
  }, cart);

const byId = (cart: CartState) => {
  const groups = new Map<SelectedRoom['id'], SelectedRoom[]>();
  for (const room of cart) groups.set(room.id, [...(groups.get(room.id) ?? []), room]);
  return groups;
};

const withBed = (room: SelectedRoom, beds = 1) => ({ ...room, extraBedCount: beds });

describe('cartEventsFor', () => {
  it('says nothing when the cart is already as wanted', () => {
    const cart = [sampleRoom(1), sampleRoom(2)];

    expect(cartEventsFor(cart, cart)).toEqual([]);
  });

  it('changes the last room of a type by removing it and adding it back changed', () => {
    const a1 = sampleRoom(1);
    const a2 = sampleRoom(1, 2_000_000);
    const b = sampleRoom(2);

    expect(cartEventsFor([a1, b, a2], [a1, b, withBed(a2)])).toEqual([
      { type: 'cart/room-removed', payload: { id: 1 } },
      { type: 'cart/room-added', payload: withBed(a2) },
    ]);
  });

  it('changes an earlier room of a type and keeps the later ones after it', () => {
    const a1 = sampleRoom(1);
    const a2 = sampleRoom(1, 2_000_000);

    const events = cartEventsFor([a1, a2], [withBed(a1), a2]);

    expect(events.map((event) => event.type)).toEqual([
      'cart/room-removed',
      'cart/room-removed',
      'cart/room-added',
      'cart/room-added',
    ]);
    expect(apply([a1, a2], events)).toEqual([withBed(a1), a2]);
  });

  it('reaches the wanted rooms of every type, in order, from any cart', () => {
    const roomArb = fc
      .record({ id: fc.integer({ min: 1, max: 3 }), beds: fc.integer({ min: 0, max: 2 }) })
      .map(({ id, beds }) => withBed(sampleRoom(id), beds));
    fc.assert(
      fc.property(
        fc.array(roomArb, { maxLength: 8 }),
        fc.array(roomArb, { maxLength: 8 }),
        (current, desired) => {
          const result = apply(current, cartEventsFor(current, desired));
          expect(byId(result)).toEqual(byId(desired));
        },
      ),
    );
  });
});

describe('replaceEntry', () => {
  it('replaces the n-th entry of an id, counting only that id', () => {
    const a1 = sampleRoom(1);
    const b = sampleRoom(2);
    const a2 = sampleRoom(1, 2_000_000);

    expect(replaceEntry([a1, b, a2], 1, 1, withBed(a2))).toEqual([a1, b, withBed(a2)]);
  });
});
