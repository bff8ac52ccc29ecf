import fc from 'fast-check';
import { reservationDataSchema } from '../api/reservation';
import type { SelectedRoom } from '../cart/selected-room';
import { calculateAmountToPay, calculateCartTotals } from '../pricing/stay-pricing';
import { sampleRoom } from '../testing';
import { buildReservationData, reservationPath, stayDates } from './build-reservation-data';

const HOTEL = {
  id: 12,
  name: 'هتل الماس',
  stars: 5,
  address: 'مشهد، خیابان امام رضا',
  checkInTime: '15:00',
  checkOutTime: '11:00',
};
const STAY = { checkin: '2026-12-20', nights: 2 };

/** 30,000,000 board / 27,000,000 customer, one extra bed, late check-out. */
const lateRoom: SelectedRoom = {
  id: 3,
  totalBoardPrice: 30_000_000,
  totalCustomerPrice: 27_000_000,
  extraBedCount: 1,
  extraBoardPrice: 8_000_000,
  extraCustomerPrice: 7_000_000,
  earlyCheckIn: false,
  lateCheckOut: true,
  early: {
    earlyBoardPrice: 9_000_000,
    earlyCustomerPrice: 8_000_000,
    extraEarlyBoardPrice: 1_000_000,
    extraEarlyCustomerPrice: 900_000,
  },
  late: {
    lateBoardPrice: 6_000_000,
    lateCustomerPrice: 5_000_000,
    extraLateBoardPrice: 2_000_000,
    extraLateCustomerPrice: 1_500_000,
  },
};

describe('buildReservationData', () => {
  it('fills every field of product §3 from the hotel, the stay and the cart', () => {
    const data = buildReservationData({ hotel: HOTEL, stay: STAY, rooms: [lateRoom, sampleRoom(4)] });

    expect(data).toEqual({
      reserveDates: ['2026-12-20', '2026-12-21'],
      rooms: [lateRoom, sampleRoom(4)],
      // customer prices: 27,000,000 + 5,000,000 late + 1 bed × (7,000,000 + 1,500,000) + 1,000,000
      totalSum: 41_500_000,
      checkin: '2026-12-20',
      nights: 2,
      hotelId: 12,
      hotelName: 'هتل الماس',
      hotelRate: 5,
      hotelAddress: 'مشهد، خیابان امام رضا',
      checkInTime: '15:00',
      checkOutTime: '11:00',
    });
  });

  it('passes the schema the gateway and booking-api validate with', () => {
    const data = buildReservationData({ hotel: HOTEL, stay: STAY, rooms: [lateRoom] });

    expect(reservationDataSchema.safeParse(data).success).toBe(true);
  });

  it('uses 14:00 and 12:00 when the hotel names no check-in or check-out time (product §9)', () => {
    const hotel = { ...HOTEL, checkInTime: undefined, checkOutTime: '' };

    const data = buildReservationData({ hotel, stay: STAY, rooms: [lateRoom] });

    expect(data.checkInTime).toBe('14:00');
    expect(data.checkOutTime).toBe('12:00');
  });

  it('copies the rooms, so a later change to the cart does not change the saved data', () => {
    const room = structuredClone(lateRoom);
    const data = buildReservationData({ hotel: HOTEL, stay: STAY, rooms: [room] });

    room.extraBedCount = 2;
    room.late.lateBoardPrice = 1;

    expect(data.rooms[0]).toEqual(lateRoom);
  });

  it('refuses an empty cart', () => {
    expect(() => buildReservationData({ hotel: HOTEL, stay: STAY, rooms: [] })).toThrow(RangeError);
  });

  it.each([
    ['a check-in that is not a date', { checkin: '2026-02-30', nights: 2 }],
    ['zero nights', { checkin: '2026-12-20', nights: 0 }],
    ['fractional nights', { checkin: '2026-12-20', nights: 1.5 }],
  ])('refuses %s', (_, stay) => {
    expect(() => buildReservationData({ hotel: HOTEL, stay, rooms: [lateRoom] })).toThrow(RangeError);
  });

  it('claims as totalSum the amount to pay of the same cart, for any cart', () => {
    const roomArb = fc
      .record({
        id: fc.integer({ min: 1, max: 5 }),
        customer: fc.integer({ min: 0, max: 90_000_000 }),
        markup: fc.integer({ min: 0, max: 9_000_000 }),
        beds: fc.integer({ min: 0, max: 3 }),
        early: fc.boolean(),
        late: fc.boolean(),
      })
      .map(
        ({ id, customer, markup, beds, early, late }): SelectedRoom => ({
          ...lateRoom,
          id,
          totalCustomerPrice: customer,
          totalBoardPrice: customer + markup,
          extraBedCount: beds,
          earlyCheckIn: early,
          lateCheckOut: late,
        }),
      );
    fc.assert(
      fc.property(fc.array(roomArb, { minLength: 1, maxLength: 6 }), (rooms) => {
        const data = buildReservationData({ hotel: HOTEL, stay: STAY, rooms });
        expect(data.totalSum).toBe(calculateAmountToPay(calculateCartTotals(rooms)));
        expect(data.rooms).toEqual(rooms);
      }),
    );
  });
});

describe('stayDates', () => {
  it('lists one date per night across a year end', () => {
    expect(stayDates('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});

describe('reservationPath', () => {
  it('carries the draft id, the check-in, the nights and the check-out day', () => {
    expect(
      reservationPath('d1f0a3a2-5a4e-4c7b-9a51-2f0b0d7f6c11', { checkin: '2026-12-30', nights: 3 }),
    ).toBe(
      '/reservation?reservationId=d1f0a3a2-5a4e-4c7b-9a51-2f0b0d7f6c11&checkin=2026-12-30&nights=3&checkOut=2027-01-02',
    );
  });

  it('carries a party other than two adults', () => {
    const id = 'd1f0a3a2-5a4e-4c7b-9a51-2f0b0d7f6c11';
    expect(reservationPath(id, { checkin: '2026-12-30', nights: 3, adults: 6 })).toMatch(/&adults=6$/);
    expect(reservationPath(id, { checkin: '2026-12-30', nights: 3, adults: 2 })).not.toContain('adults');
  });
});
