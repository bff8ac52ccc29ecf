import fc from 'fast-check';
import type { SelectedRoom } from '../cart/selected-room';
import { sampleRoom } from '../testing';
import { calculateAmountToPay, calculateCartTotals } from './stay-pricing';

/** A room with every price set, so each term of the formula shows in the result. */
const pricedRoom = (overrides: Partial<SelectedRoom> = {}): SelectedRoom => ({
  id: 'double',
  totalBoardPrice: 12_000_000,
  totalCustomerPrice: 10_000_000,
  extraBedCount: 0,
  extraBoardPrice: 2_000_000,
  extraCustomerPrice: 1_500_000,
  earlyCheckIn: false,
  lateCheckOut: false,
  early: {
    earlyBoardPrice: 3_000_000,
    earlyCustomerPrice: 2_500_000,
    extraEarlyBoardPrice: 400_000,
    extraEarlyCustomerPrice: 300_000,
  },
  late: {
    lateBoardPrice: 1_000_000,
    lateCustomerPrice: 900_000,
    extraLateBoardPrice: 200_000,
    extraLateCustomerPrice: 100_000,
  },
  ...overrides,
});

const rial = fc.integer({ min: 0, max: 5_000_000_000 });

/** Any room; with `fair`, no customer price is above its board price. */
const roomArb = (fair = false) => {
  const pair = fair
    ? fc.tuple(rial, rial).map(([a, b]) => [Math.max(a, b), Math.min(a, b)] as const)
    : fc.tuple(rial, rial);
  return fc
    .record({
      total: pair,
      extra: pair,
      early: pair,
      extraEarly: pair,
      late: pair,
      extraLate: pair,
      extraBedCount: fc.integer({ min: 0, max: 4 }),
      earlyCheckIn: fc.boolean(),
      lateCheckOut: fc.boolean(),
    })
    .map(
      (r): SelectedRoom => ({
        id: 'room',
        totalBoardPrice: r.total[0],
        totalCustomerPrice: r.total[1],
        extraBedCount: r.extraBedCount,
        extraBoardPrice: r.extra[0],
        extraCustomerPrice: r.extra[1],
        earlyCheckIn: r.earlyCheckIn,
        lateCheckOut: r.lateCheckOut,
        early: {
          earlyBoardPrice: r.early[0],
          earlyCustomerPrice: r.early[1],
          extraEarlyBoardPrice: r.extraEarly[0],
          extraEarlyCustomerPrice: r.extraEarly[1],
        },
        late: {
          lateBoardPrice: r.late[0],
          lateCustomerPrice: r.late[1],
          extraLateBoardPrice: r.extraLate[0],
          extraLateCustomerPrice: r.extraLate[1],
        },
      }),
    );
};
const cartArb = (fair = false) => fc.array(roomArb(fair), { maxLength: 6 });

describe('calculateCartTotals', () => {
  it('gives zero for an empty cart', () => {
    expect(calculateCartTotals([])).toEqual({ total: 0, hotelDiscount: 0 });
  });

  it('totals a plain room at board price with the hotel discount as board minus customer', () => {
    expect(calculateCartTotals([pricedRoom()])).toEqual({ total: 12_000_000, hotelDiscount: 2_000_000 });
  });

  it('ignores early and late prices when their flags are off', () => {
    const room = pricedRoom({ early: { ...pricedRoom().early, earlyBoardPrice: 99_000_000 } });

    expect(calculateCartTotals([room]).total).toBe(12_000_000);
  });

  it('adds the early check-in fee only when early check-in is chosen', () => {
    expect(calculateCartTotals([pricedRoom({ earlyCheckIn: true })])).toEqual({
      total: 15_000_000,
      hotelDiscount: 2_500_000,
    });
  });

  it('adds the late check-out fee only when late check-out is chosen', () => {
    expect(calculateCartTotals([pricedRoom({ lateCheckOut: true })])).toEqual({
      total: 13_000_000,
      hotelDiscount: 2_100_000,
    });
  });

  it('charges each extra bed its own price for the stay', () => {
    expect(calculateCartTotals([pricedRoom({ extraBedCount: 2 })])).toEqual({
      total: 16_000_000,
      hotelDiscount: 3_000_000,
    });
  });

  it('charges each extra bed its early and late prices too when those are chosen', () => {
    const room = pricedRoom({ extraBedCount: 2, earlyCheckIn: true, lateCheckOut: true });

    // board: 12m + 3m + 1m + 2 × (2m + 0.4m + 0.2m) = 21.2m; customer: 10m + 2.5m + 0.9m + 2 × 1.9m = 17.2m
    expect(calculateCartTotals([room])).toEqual({ total: 21_200_000, hotelDiscount: 4_000_000 });
  });

  it('adds up several rooms, including two of the same type', () => {
    const totals = calculateCartTotals([
      sampleRoom('a', 1_000_000),
      sampleRoom('a', 1_000_000),
      pricedRoom(),
    ]);

    expect(totals).toEqual({ total: 14_400_000, hotelDiscount: 2_400_000 });
  });

  it('gives a negative hotel discount when a customer price is above its board price', () => {
    const room = pricedRoom({ totalBoardPrice: 1_000_000, totalCustomerPrice: 1_200_000 });

    expect(calculateCartTotals([room]).hotelDiscount).toBe(-200_000);
  });

  it.each<[string, Partial<SelectedRoom>]>([
    ['a negative board price', { totalBoardPrice: -1 }],
    ['a fractional customer price', { totalCustomerPrice: 10.5 }],
    ['a NaN extra-bed price', { extraBoardPrice: Number.NaN }],
    ['a fractional extra-bed count', { extraBedCount: 1.5 }],
    ['a negative extra-bed count', { extraBedCount: -1 }],
    [
      'a negative early price, even with early check-in off',
      { early: { ...pricedRoom().early, earlyBoardPrice: -5 } },
    ],
    [
      'an infinite late price',
      { late: { ...pricedRoom().late, extraLateCustomerPrice: Number.POSITIVE_INFINITY } },
    ],
  ])('refuses a room with %s', (_, overrides) => {
    expect(() => calculateCartTotals([pricedRoom(), pricedRoom(overrides)])).toThrow(RangeError);
  });

  it('names the offending field in the error', () => {
    expect(() => calculateCartTotals([pricedRoom(), pricedRoom({ extraBedCount: -1 })])).toThrow(
      'rooms[1].extraBedCount',
    );
  });

  it('ignores fields a room offer carries beyond the selected-room prices', () => {
    const early = { ...pricedRoom().early, available: true } as SelectedRoom['early'];

    expect(calculateCartTotals([pricedRoom({ early, earlyCheckIn: true })]).total).toBe(15_000_000);
  });

  describe('properties', () => {
    it('gives a hotel discount of at least 0 when no customer price is above its board price', () => {
      fc.assert(
        fc.property(cartArb(true), (rooms) => {
          expect(calculateCartTotals(rooms).hotelDiscount).toBeGreaterThanOrEqual(0);
        }),
      );
    });

    it('never lowers the total when a room is added', () => {
      fc.assert(
        fc.property(cartArb(), roomArb(), (rooms, added) => {
          expect(calculateCartTotals([...rooms, added]).total).toBeGreaterThanOrEqual(
            calculateCartTotals(rooms).total,
          );
        }),
      );
    });

    it('does not depend on the order of the rooms', () => {
      const cartAndShuffle = cartArb().chain((rooms) =>
        fc.tuple(fc.constant(rooms), fc.shuffledSubarray(rooms, { minLength: rooms.length })),
      );
      fc.assert(
        fc.property(cartAndShuffle, ([rooms, shuffled]) => {
          expect(calculateCartTotals(shuffled)).toEqual(calculateCartTotals(rooms));
        }),
      );
    });

    it('is the sum of the totals of each room alone', () => {
      fc.assert(
        fc.property(cartArb(), (rooms) => {
          const alone = rooms.map((room) => calculateCartTotals([room]));

          expect(calculateCartTotals(rooms)).toEqual({
            total: alone.reduce((sum, t) => sum + t.total, 0),
            hotelDiscount: alone.reduce((sum, t) => sum + t.hotelDiscount, 0),
          });
        }),
      );
    });

    it('makes total minus hotel discount the customer price of the cart', () => {
      fc.assert(
        fc.property(cartArb(true), (rooms) => {
          const { total, hotelDiscount } = calculateCartTotals(rooms);
          const customerOnly = rooms.map((room) => ({
            ...room,
            totalBoardPrice: room.totalCustomerPrice,
            extraBoardPrice: room.extraCustomerPrice,
            early: {
              ...room.early,
              earlyBoardPrice: room.early.earlyCustomerPrice,
              extraEarlyBoardPrice: room.early.extraEarlyCustomerPrice,
            },
            late: {
              ...room.late,
              lateBoardPrice: room.late.lateCustomerPrice,
              extraLateBoardPrice: room.late.extraLateCustomerPrice,
            },
          }));

          expect(calculateAmountToPay({ total, hotelDiscount })).toBe(
            calculateCartTotals(customerOnly).total,
          );
        }),
      );
    });
  });
});

describe('calculateAmountToPay', () => {
  it('subtracts the hotel discount from the total', () => {
    expect(calculateAmountToPay({ total: 14_000_000, hotelDiscount: 2_500_000 })).toBe(11_500_000);
  });

  it('subtracts the discount code, credit and points in turn', () => {
    expect(
      calculateAmountToPay({
        total: 14_000_000,
        hotelDiscount: 2_500_000,
        discountAmount: 1_000_000,
        credit: 500_000,
        points: 20_000,
      }),
    ).toBe(9_980_000);
  });

  it('stops at 0 when the deductions exceed what is left', () => {
    expect(calculateAmountToPay({ total: 1_000_000, hotelDiscount: 0, credit: 5_000_000 })).toBe(0);
  });

  it.each<[string, Partial<Parameters<typeof calculateAmountToPay>[0]>]>([
    ['a negative total', { total: -1 }],
    ['a fractional hotel discount', { hotelDiscount: 0.5 }],
    ['a negative discount amount', { discountAmount: -100 }],
    ['a NaN credit', { credit: Number.NaN }],
    ['fractional points', { points: 1.25 }],
  ])('refuses %s', (_, overrides) => {
    expect(() => calculateAmountToPay({ total: 1_000_000, hotelDiscount: 0, ...overrides })).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    const inputArb = fc.record({
      total: rial,
      hotelDiscount: rial,
      discountAmount: rial,
      credit: rial,
      points: rial,
    });
    const deductionArb = fc.constantFrom('hotelDiscount', 'discountAmount', 'credit', 'points' as const);

    it('is never negative', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          expect(calculateAmountToPay(input)).toBeGreaterThanOrEqual(0);
        }),
      );
    });

    it('never exceeds the total', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          expect(calculateAmountToPay(input)).toBeLessThanOrEqual(input.total);
        }),
      );
    });

    it('never goes up when any one deduction grows', () => {
      fc.assert(
        fc.property(inputArb, deductionArb, rial, (input, deduction, more) => {
          const larger = { ...input, [deduction]: input[deduction] + more };

          expect(calculateAmountToPay(larger)).toBeLessThanOrEqual(calculateAmountToPay(input));
        }),
      );
    });

    it('equals the total minus all deductions, or 0 when they exceed it', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const sum = input.hotelDiscount + input.discountAmount + input.credit + input.points;

          expect(calculateAmountToPay(input)).toBe(Math.max(0, input.total - sum));
        }),
      );
    });
  });
});
