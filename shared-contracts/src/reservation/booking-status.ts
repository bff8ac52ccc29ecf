// A booking's statuses, and which of them are paid: plain data the browser's root entry uses (the voucher) without
// the API's zod schemas (api/bookings.ts re-exports these beside bookingStatusSchema).
export const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'awaiting_hotel',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses of a paid booking: confirmed, or paid and awaiting the hotel's confirmation. */
export const PAID_BOOKING_STATUSES = [
  'confirmed',
  'awaiting_hotel',
] as const satisfies readonly BookingStatus[];

/** @example isPaidStatus('awaiting_hotel') // → true; isPaidStatus('cancelled') // → false */
export function isPaidStatus(status: BookingStatus): status is (typeof PAID_BOOKING_STATUSES)[number] {
  return (PAID_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}
