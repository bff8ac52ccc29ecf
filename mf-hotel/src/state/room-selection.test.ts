import { roomOffer } from '../testing/fixtures';
import { discountPercent, entryPrice, selectedRoomFrom } from './room-selection';

describe('selectedRoomFrom', () => {
  it('carries the offer’s id and stay prices, without the availability flags', () => {
    const room = selectedRoomFrom(roomOffer(7));

    expect(room).toEqual({
      id: 7,
      totalBoardPrice: 22_000_000,
      totalCustomerPrice: 19_000_000,
      extraBedCount: 0,
      extraBoardPrice: 4_000_000,
      extraCustomerPrice: 3_000_000,
      earlyCheckIn: false,
      lateCheckOut: false,
      early: {
        earlyBoardPrice: 5_000_000,
        earlyCustomerPrice: 4_000_000,
        extraEarlyBoardPrice: 1_000_000,
        extraEarlyCustomerPrice: 800_000,
      },
      late: {
        lateBoardPrice: 6_000_000,
        lateCustomerPrice: 5_000_000,
        extraLateBoardPrice: 2_000_000,
        extraLateCustomerPrice: 1_500_000,
      },
    });
  });

  it('keeps the extra beds between 0 and the room’s maximum', () => {
    const offer = roomOffer(1, { maxExtraBeds: 1 });

    expect(
      selectedRoomFrom(offer, { extraBedCount: 3, earlyCheckIn: false, lateCheckOut: false }).extraBedCount,
    ).toBe(1);
    expect(
      selectedRoomFrom(offer, { extraBedCount: -2, earlyCheckIn: false, lateCheckOut: false }).extraBedCount,
    ).toBe(0);
  });

  it('sets early check-in or late check-out only when the stay offers it', () => {
    const offer = roomOffer(1, { early: { ...roomOffer(1).early, available: false } });

    const room = selectedRoomFrom(offer, { extraBedCount: 0, earlyCheckIn: true, lateCheckOut: true });

    expect(room.earlyCheckIn).toBe(false);
    expect(room.lateCheckOut).toBe(true);
  });
});

describe('entryPrice', () => {
  it('prices a room with a bed and late check-out by product §9', () => {
    const room = selectedRoomFrom(roomOffer(1), {
      extraBedCount: 1,
      earlyCheckIn: false,
      lateCheckOut: true,
    });

    // board 22M + 6M late + 1 × (4M + 2M); customer 19M + 5M + 1 × (3M + 1.5M)
    expect(entryPrice(room)).toEqual({ board: 34_000_000, customer: 28_500_000, discount: 5_500_000 });
  });
});

describe('discountPercent', () => {
  it('rounds the share of the board price taken off', () => {
    expect(discountPercent(22_000_000, 19_000_000)).toBe(14);
  });

  it('is 0 without a discount or a board price', () => {
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
