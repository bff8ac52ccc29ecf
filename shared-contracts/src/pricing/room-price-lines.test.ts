import type { SelectedRoom } from '../cart/selected-room';
import { roomPriceLines } from './room-price-lines';
import { calculateCartTotals } from './stay-pricing';

const nights = [
  { date: '2026-12-24', boardPrice: 20_000_000, customerPrice: 17_000_000 },
  { date: '2026-12-25', boardPrice: 22_000_000, customerPrice: 19_500_000 },
];
const room: SelectedRoom = {
  id: 11,
  totalBoardPrice: 42_000_000,
  totalCustomerPrice: 36_500_000,
  extraBedCount: 2,
  extraBoardPrice: 6_000_000,
  extraCustomerPrice: 5_000_000,
  earlyCheckIn: true,
  lateCheckOut: true,
  early: {
    earlyBoardPrice: 8_000_000,
    earlyCustomerPrice: 7_000_000,
    extraEarlyBoardPrice: 1_000_000,
    extraEarlyCustomerPrice: 900_000,
  },
  late: {
    lateBoardPrice: 9_000_000,
    lateCustomerPrice: 8_000_000,
    extraLateBoardPrice: 1_200_000,
    extraLateCustomerPrice: 1_100_000,
  },
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('roomPriceLines', () => {
  it('lists each night, then the extra beds, early check-in and late check-out with their beds', () => {
    const lines = roomPriceLines(room, nights);
    expect(lines.map((line) => [line.kind, line.date, line.count])).toEqual([
      ['night', '2026-12-24', 1],
      ['night', '2026-12-25', 1],
      ['extraBeds', null, 2],
      ['earlyCheckIn', null, 1],
      ['lateCheckOut', null, 1],
    ]);
    expect(lines[3]?.customerPrice).toBe(7_000_000 + 2 * 900_000);
  });

  it('adds up to the price the cart charges, at board and customer price', () => {
    const lines = roomPriceLines(room, nights);
    const { total, hotelDiscount } = calculateCartTotals([room]);
    expect(sum(lines.map((line) => line.boardPrice))).toBe(total);
    expect(sum(lines.map((line) => line.customerPrice))).toBe(total - hotelDiscount);
  });

  it('leaves out what the room does not have', () => {
    const plain = { ...room, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false };
    expect(roomPriceLines(plain, nights).map((line) => line.kind)).toEqual(['night', 'night']);
  });
});
