import { type RoomOffer, roomOfferSchema, roomsQuerySchema } from './rooms';

const offer: RoomOffer = {
  id: 12,
  name: 'دو تخته دبل',
  capacity: 2,
  maxExtraBeds: 1,
  breakfast: true,
  sizeM2: 24,
  holdsParty: true,
  freeCount: 3,
  nights: [
    { date: '2026-03-21', boardPrice: 40_000_000, customerPrice: 34_000_000 },
    { date: '2026-03-22', boardPrice: 40_000_000, customerPrice: 34_000_000 },
  ],
  totalBoardPrice: 80_000_000,
  totalCustomerPrice: 68_000_000,
  extraBoardPrice: 12_000_000,
  extraCustomerPrice: 10_000_000,
  early: {
    available: true,
    earlyBoardPrice: 20_000_000,
    earlyCustomerPrice: 17_000_000,
    extraEarlyBoardPrice: 3_000_000,
    extraEarlyCustomerPrice: 2_500_000,
  },
  late: {
    available: false,
    lateBoardPrice: 0,
    lateCustomerPrice: 0,
    extraLateBoardPrice: 0,
    extraLateCustomerPrice: 0,
  },
};

describe('roomsQuerySchema', () => {
  it('reads the check-in, the nights and the adults', () => {
    expect(roomsQuerySchema.parse({ checkin: '2026-03-21', nights: '2', adults: '۶' })).toEqual({
      checkin: '2026-03-21',
      nights: 2,
      adults: 6,
    });
  });

  it('defaults to one night for two adults', () => {
    expect(roomsQuerySchema.parse({ checkin: '2026-03-21' })).toEqual({
      checkin: '2026-03-21',
      nights: 1,
      adults: 2,
    });
  });

  it('requires the check-in, and says so', () => {
    const result = roomsQuerySchema.safeParse({ nights: '2' });

    expect(result.error?.issues).toMatchObject([{ path: ['checkin'], message: 'checkin is required' }]);
    expect(roomsQuerySchema.safeParse({ checkin: '' }).error?.issues).toMatchObject([{ path: ['checkin'] }]);
  });

  it.each([
    [{ checkin: '2025-02-29' }, 'checkin'],
    [{ checkin: '2026-03-21', nights: '0' }, 'nights'],
    [{ checkin: '2026-03-21', nights: '31' }, 'nights'],
  ])('rejects %o with an issue at %s', (query, path) => {
    expect(roomsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      path,
    ]);
  });
});

describe('roomOfferSchema', () => {
  it('parses a room offer as it comes back from JSON', () => {
    expect(roomOfferSchema.parse(JSON.parse(JSON.stringify(offer)))).toEqual(offer);
  });

  it('keeps the room’s size in square metres, and requires a positive whole number', () => {
    expect(roomOfferSchema.parse(offer).sizeM2).toBe(24);
    const { sizeM2: _size, ...withoutSize } = offer;

    expect(roomOfferSchema.safeParse(withoutSize).error?.issues[0]?.path).toEqual(['sizeM2']);
    expect(roomOfferSchema.safeParse({ ...offer, sizeM2: 0 }).success).toBe(false);
    expect(roomOfferSchema.safeParse({ ...offer, sizeM2: 24.5 }).success).toBe(false);
  });

  it('rejects a price that is not whole Rial', () => {
    const bad = { ...offer, nights: [{ ...offer.nights[0], customerPrice: 3_400_000.5 }] };

    expect(roomOfferSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['nights', 0, 'customerPrice']);
  });

  it('rejects an offer without its late check-out prices', () => {
    const { late: _late, ...withoutLate } = offer;

    expect(roomOfferSchema.safeParse(withoutLate).error?.issues[0]?.path).toEqual(['late']);
  });
});
