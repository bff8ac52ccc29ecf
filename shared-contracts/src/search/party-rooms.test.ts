import fc from 'fast-check';
import {
  adultsFromQuery,
  cheapestRoomsForParty,
  PARTY_ADULTS,
  type PartyRoomType,
  peopleHeld,
} from './party-rooms';

const room = (capacity: number, price: number, more: Partial<PartyRoomType> = {}): PartyRoomType => ({
  capacity,
  maxExtraBeds: 0,
  free: 5,
  price,
  boardPrice: price * 2,
  extraBedPrice: 0,
  extraBedBoardPrice: 0,
  ...more,
});

describe('cheapestRoomsForParty', () => {
  it('does not price two adults with a one-person room', () => {
    const best = cheapestRoomsForParty([room(1, 70), room(2, 100)], 2);
    expect(best).toEqual({ rooms: [{ type: 1, extraBeds: 0 }], price: 100, boardPrice: 200 });
  });

  it('takes two single rooms when they cost less than a double', () => {
    expect(cheapestRoomsForParty([room(1, 40), room(2, 100)], 2)?.rooms).toEqual([
      { type: 0, extraBeds: 0 },
      { type: 0, extraBeds: 0 },
    ]);
  });

  it('adds an extra bed when it is cheaper than another room', () => {
    const double = room(2, 100, { maxExtraBeds: 1, extraBedPrice: 30, extraBedBoardPrice: 40 });
    expect(cheapestRoomsForParty([double], 3)).toEqual({
      rooms: [{ type: 0, extraBeds: 1 }],
      price: 130,
      boardPrice: 240,
    });
    // A third person in a second double costs 100; a bed at 30 wins, also for five (two doubles, one bed).
    expect(cheapestRoomsForParty([double], 5)?.price).toBe(230);
  });

  it('puts six adults in three doubles, or a four-bed room and a double when that is cheaper', () => {
    expect(cheapestRoomsForParty([room(2, 100)], 6)?.price).toBe(300);
    expect(cheapestRoomsForParty([room(2, 100), room(4, 150)], 6)?.price).toBe(250);
  });

  it('uses only the rooms that are free', () => {
    expect(cheapestRoomsForParty([room(2, 100, { free: 2 })], 6)).toBeNull();
    expect(cheapestRoomsForParty([room(2, 100, { free: 2 }), room(1, 90, { free: 3 })], 6)?.price).toBe(380);
    expect(cheapestRoomsForParty([room(2, 100, { free: 0 })], 1)).toBeNull();
  });

  it('needs the extra beds when the rooms alone are too few', () => {
    const double = room(2, 100, { free: 2, maxExtraBeds: 1, extraBedPrice: 60 });
    expect(cheapestRoomsForParty([double], 7)).toBeNull();
    expect(cheapestRoomsForParty([double], 6)?.rooms).toEqual([
      { type: 0, extraBeds: 1 },
      { type: 0, extraBeds: 1 },
    ]);
    expect(cheapestRoomsForParty([double], 5)?.rooms).toEqual([
      { type: 0, extraBeds: 0 },
      { type: 0, extraBeds: 1 },
    ]);
  });

  it('breaks a tie on price by the board price, then by fewer rooms', () => {
    expect(
      cheapestRoomsForParty([room(2, 100, { boardPrice: 300 }), room(2, 100, { boardPrice: 200 })], 2)?.rooms,
    ).toEqual([{ type: 1, extraBeds: 0 }]);
    const best = cheapestRoomsForParty([room(1, 50, { boardPrice: 100 }), room(2, 100)], 2);
    expect(best?.rooms).toEqual([{ type: 1, extraBeds: 0 }]);
  });

  it('always holds the party, and nothing cheaper found by trying every choice holds it', () => {
    const roomType = fc.record({
      capacity: fc.integer({ min: 1, max: 5 }),
      maxExtraBeds: fc.integer({ min: 0, max: 2 }),
      free: fc.integer({ min: 0, max: 3 }),
      price: fc.integer({ min: 1, max: 500 }),
      boardPrice: fc.constant(0),
      extraBedPrice: fc.integer({ min: 0, max: 200 }),
      extraBedBoardPrice: fc.constant(0),
    });
    fc.assert(
      fc.property(
        fc.array(roomType, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (types, adults) => {
          const best = cheapestRoomsForParty(types, adults);
          const cheapest = bruteForce(types, adults);
          expect(best?.price ?? null).toBe(cheapest);
          if (!best) return;
          const held = best.rooms.map((pick) => ({
            capacity: types[pick.type]?.capacity ?? 0,
            extraBedCount: pick.extraBeds,
          }));
          expect(peopleHeld(held)).toBeGreaterThanOrEqual(adults);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Every count of rooms and beds per type, the slow way: the lowest price that holds the party, or null. */
function bruteForce(types: PartyRoomType[], adults: number): number | null {
  let cheapest: number | null = null;
  const walk = (index: number, people: number, price: number) => {
    if (people >= adults) {
      if (cheapest === null || price < cheapest) cheapest = price;
      return;
    }
    const type = types[index];
    if (!type) return;
    // Rooms of this type: each room's beds chosen independently, up to the free count.
    const rooms = (left: number, people: number, price: number) => {
      walk(index + 1, people, price);
      if (left === 0) return;
      for (let beds = 0; beds <= type.maxExtraBeds; beds++)
        rooms(left - 1, people + type.capacity + beds, price + type.price + beds * type.extraBedPrice);
    };
    rooms(type.free, people, price);
  };
  walk(0, 0, 0);
  return cheapest;
}

describe('adultsFromQuery', () => {
  it('reads adults=N within the bounds, Persian digits too, else two', () => {
    expect(adultsFromQuery(new URLSearchParams('adults=6'))).toBe(6);
    expect(adultsFromQuery(new URLSearchParams('adults=۶'))).toBe(6);
    expect(adultsFromQuery(new URLSearchParams(''))).toBe(PARTY_ADULTS.default);
    expect(adultsFromQuery(new URLSearchParams('adults=0'))).toBe(2);
    expect(adultsFromQuery(new URLSearchParams('adults=11'))).toBe(2);
    expect(adultsFromQuery(new URLSearchParams('adults=2.5'))).toBe(2);
  });
});
