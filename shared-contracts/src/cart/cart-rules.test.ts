import fc from 'fast-check';
import { sampleRoom as room } from '../testing';
import { applyCartChange, type CartState, isAddableRoom } from './cart-rules';
import type { SelectedRoom } from './selected-room';

// A small pool of ids, numeric and string (1 and '1' are different ids), so duplicates are common.
const idArb = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom('1', 'a', 'b'));
const roomArb = fc
  .record({ id: idArb, price: fc.integer({ min: 0, max: 50_000_000 }) })
  .map(({ id, price }) => room(id, price));
const cartArb = fc.array(roomArb, { maxLength: 12 });

describe('applyCartChange', () => {
  describe('added', () => {
    it('appends the room at the end of the cart', () => {
      const a = room('a');
      const b = room('b');

      expect(applyCartChange([a], { kind: 'added', room: b })).toEqual([a, b]);
    });

    it('keeps several entries of the same room type', () => {
      const a1 = room('a', 1);
      const a2 = room('a', 2);

      const cart = applyCartChange(applyCartChange([], { kind: 'added', room: a1 }), {
        kind: 'added',
        room: a2,
      });

      expect(cart).toEqual([a1, a2]);
    });

    it('does not modify the cart it is given', () => {
      const cart: CartState = Object.freeze([room('a')]);

      const next = applyCartChange(cart, { kind: 'added', room: room('b') });

      expect(cart).toHaveLength(1);
      expect(next).toHaveLength(2);
    });

    it.each<[string, unknown]>([
      ['undefined', undefined],
      ['null', null],
      ['an empty string', ''],
    ])('refuses a room whose id is %s and returns the cart unchanged', (_, id) => {
      const cart: CartState = [room('a')];
      const noId = { ...room('x'), id } as SelectedRoom;

      expect(applyCartChange(cart, { kind: 'added', room: noId })).toBe(cart);
    });
  });

  describe('removed', () => {
    it('removes the last entry with that id and leaves the earlier ones', () => {
      const a1 = room('a', 1);
      const b = room('b');
      const a2 = room('a', 2);

      const next = applyCartChange([a1, b, a2], { kind: 'removed', id: 'a' });

      expect(next).toHaveLength(2);
      expect(next[0]).toBe(a1);
      expect(next[1]).toBe(b);
    });

    it('removes the last entry with that id even when it is not at the end of the cart', () => {
      const a1 = room('a', 1);
      const a2 = room('a', 2);
      const b = room('b');

      const next = applyCartChange([a1, a2, b], { kind: 'removed', id: 'a' });

      expect(next).toHaveLength(2);
      expect(next[0]).toBe(a1);
      expect(next[1]).toBe(b);
    });

    it('leaves the cart unchanged when no entry has that id', () => {
      const cart: CartState = [room('a'), room(2)];

      expect(applyCartChange(cart, { kind: 'removed', id: 'zzz' })).toBe(cart);
      expect(cart).toHaveLength(2);
    });

    it('tells a numeric id from the same digits as a string', () => {
      const numeric = room(1);
      const text = room('1');

      expect(applyCartChange([numeric, text], { kind: 'removed', id: 1 })).toEqual([text]);
    });

    it('does not modify the cart it is given', () => {
      const cart: CartState = Object.freeze([room('a'), room('b')]);

      applyCartChange(cart, { kind: 'removed', id: 'a' });

      expect(cart.map((entry) => entry.id)).toEqual(['a', 'b']);
    });
  });

  describe('cleared', () => {
    it('empties the cart', () => {
      expect(applyCartChange([room('a'), room('b')], { kind: 'cleared' })).toEqual([]);
    });

    it('leaves an empty cart empty', () => {
      expect(applyCartChange([], { kind: 'cleared' })).toEqual([]);
    });
  });

  describe('properties', () => {
    it('restores the original cart when a room is added and the same id removed', () => {
      fc.assert(
        fc.property(cartArb, roomArb, (cart, added) => {
          const withRoom = applyCartChange(cart, { kind: 'added', room: added });
          const back = applyCartChange(withRoom, { kind: 'removed', id: added.id });

          expect(back).toEqual(cart);
          for (const [index, entry] of back.entries()) expect(entry).toBe(cart[index]);
        }),
      );
    });

    it('removes exactly the last entry with the id, keeping every other entry in order', () => {
      fc.assert(
        fc.property(cartArb, idArb, (cart, id) => {
          const next = applyCartChange(cart, { kind: 'removed', id });
          const lastIndex = cart.map((entry) => entry.id).lastIndexOf(id);

          if (lastIndex === -1) {
            expect(next).toBe(cart);
          } else {
            expect(next).toEqual(cart.filter((_, index) => index !== lastIndex));
            expect(next.filter((entry) => entry.id === id)).toHaveLength(
              cart.filter((entry) => entry.id === id).length - 1,
            );
          }
        }),
      );
    });

    it('always empties the cart on cleared', () => {
      fc.assert(
        fc.property(cartArb, (cart) => {
          expect(applyCartChange(cart, { kind: 'cleared' })).toEqual([]);
        }),
      );
    });
  });
});

describe('isAddableRoom', () => {
  it('accepts a room with a string or numeric id, including 0', () => {
    expect(isAddableRoom({ id: 'deluxe-2' })).toBe(true);
    expect(isAddableRoom({ id: 17 })).toBe(true);
    expect(isAddableRoom({ id: 0 })).toBe(true);
  });

  it('refuses a room without an id, with a null id or with an empty id', () => {
    expect(isAddableRoom({})).toBe(false);
    expect(isAddableRoom({ id: null as unknown as SelectedRoom['id'] })).toBe(false);
    expect(isAddableRoom({ id: '' })).toBe(false);
  });
});
