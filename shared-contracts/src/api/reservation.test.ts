import type { SelectedRoom } from '../cart/selected-room';
import { MESSAGES } from '../messages/catalogue';
import { sampleRoom } from '../testing';
import {
  type ReservationData,
  reservationDataSchema,
  saveReservationSchema,
  selectedRoomSchema,
} from './reservation';

const data: ReservationData = {
  reserveDates: ['2026-03-21', '2026-03-22'],
  rooms: [sampleRoom(12), { ...sampleRoom('12-b'), roomTypeId: 12, extraBedCount: 1, earlyCheckIn: true }],
  totalSum: 2_400_000,
  checkin: '2026-03-21',
  nights: 2,
  hotelId: 101,
  hotelName: 'هتل درویشی',
  hotelRate: 5,
  hotelAddress: 'بلوار امام رضا',
  checkInTime: '14:00',
  checkOutTime: '12:00',
};
const reservationId = '7f1d2c9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

describe('selectedRoomSchema', () => {
  it("parses the cart's selected room, so the schema and the interface stay the same shape", () => {
    const parsed: SelectedRoom = selectedRoomSchema.parse(sampleRoom('a'));

    expect(parsed).toEqual(sampleRoom('a'));
  });

  it('rejects an empty id, which the cart refuses too', () => {
    expect(selectedRoomSchema.safeParse({ ...sampleRoom('a'), id: '' }).error?.issues[0]?.path).toEqual([
      'id',
    ]);
  });

  it('rejects a fractional extra-bed count', () => {
    const result = selectedRoomSchema.safeParse({ ...sampleRoom('a'), extraBedCount: 0.5 });

    expect(result.error?.issues[0]?.path).toEqual(['extraBedCount']);
  });
});

describe('saveReservationSchema', () => {
  it('parses a saved draft as it comes back from JSON', () => {
    const body = { reservationId, reservationData: data };

    expect(saveReservationSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it('accepts the id crypto.randomUUID makes', () => {
    expect(
      saveReservationSchema.safeParse({ reservationId: crypto.randomUUID(), reservationData: data }).success,
    ).toBe(true);
  });

  it('rejects a reservation id that is not a UUID', () => {
    const result = saveReservationSchema.safeParse({ reservationId: '12345', reservationData: data });

    expect(result.error?.issues).toMatchObject([
      { path: ['reservationId'], message: 'reservationId must be a UUID' },
    ]);
  });

  it.each([
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0f8fad5b-d9cb-169f-a165-70867728950e',
  ])('rejects the reservation id %s, which is not a random (version 4) UUID', (reservationId) => {
    expect(saveReservationSchema.safeParse({ reservationId, reservationData: data }).success).toBe(false);
  });

  it("rejects a draft with no rooms with product §5's message", () => {
    const result = reservationDataSchema.safeParse({ ...data, rooms: [] });

    expect(result.error?.issues).toMatchObject([{ path: ['rooms'], message: MESSAGES.chooseRoom }]);
  });

  it.each<[string, Partial<ReservationData>, string]>([
    ['zero nights', { nights: 0 }, 'nights'],
    ['a check-in that is not a real date', { checkin: '2026-02-30' }, 'checkin'],
    ['a negative total', { totalSum: -1 }, 'totalSum'],
    ['a check-out time that is not HH:MM', { checkOutTime: '24:00' }, 'checkOutTime'],
  ])('rejects a draft with %s', (_, change, path) => {
    const result = reservationDataSchema.safeParse({ ...data, ...change });

    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});
