// A booking as GET /staff/bookings/:reserveId answers it, for the bookings pages' tests.
import type { StaffBooking } from '@rahi/shared-contracts/api';

export function staffBooking(overrides: Partial<StaffBooking> = {}): StaffBooking {
  return {
    reserveId: '12345678',
    status: 'confirmed',
    hotel: { id: 3, name: 'هتل درویشی' },
    checkin: '2026-12-20',
    nights: 2,
    bookerMobile: '09123456789',
    guestName: 'مریم احمدی',
    toPay: 36_000_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:05:00.000Z',
    escalatedAt: null,
    userId: 41,
    bookerEmail: null,
    rooms: [
      {
        roomIndex: 0,
        roomTypeId: 9,
        name: 'اتاق دو تخته',
        extraBedCount: 1,
        earlyCheckIn: false,
        lateCheckOut: false,
        boardPrice: 20_000_000,
        customerPrice: 18_000_000,
        guest: { firstName: 'مریم', lastName: 'احمدی', nationalCode: '0012345679' },
      },
    ],
    amounts: {
      total: 40_000_000,
      hotelDiscount: 4_000_000,
      discount: 0,
      credit: 0,
      points: 0,
      toPay: 36_000_000,
    },
    payments: [
      {
        id: 5,
        provider: 'sandbox',
        authority: 'A0001',
        amount: 36_000_000,
        status: 'verified',
        refId: '987654321',
        cardPan: '6037-99**-****-1234',
        createdAt: '2026-11-20T10:01:00.000Z',
        settledAt: '2026-11-20T10:05:00.000Z',
      },
    ],
    walletMovements: [],
    refunds: [],
    refundable: 36_000_000,
    cancellation: { allowed: true, penalty: 9_000_000, reason: null },
    history: [
      { at: '2026-11-20T10:00:00.000Z', action: 'booking_created', staff: null, reason: null },
      { at: '2026-11-20T10:05:00.000Z', action: 'booking_paid', staff: null, reason: null },
    ],
    ...overrides,
  };
}
