import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import type { Booking } from '@rahi/shared-contracts/api';
import { failureReason } from './BookingOutcome';

const booking = (status: Booking['status'], payment: NonNullable<Booking['payment']>['status'] | null) =>
  ({
    status,
    payment: payment
      ? { status: payment, provider: 'sandbox', amount: 1, refId: null, cardPan: null, at: '' }
      : null,
  }) as Booking;

describe('the failure reason read from a booking after a reload', () => {
  it.each([
    ['an expired hold', booking('expired', 'cancelled'), BOOKING_MESSAGES.holdExpired],
    [
      'a capture refunded to the wallet',
      booking('expired', 'refunded'),
      BOOKING_MESSAGES.paymentRefundedToWallet,
    ],
    ['a capture returned to the card', booking('expired', 'reversed'), BOOKING_MESSAGES.paymentReversed],
    [
      'a payment the bank did not confirm',
      booking('pending_payment', 'failed'),
      BOOKING_MESSAGES.paymentNotConfirmed,
    ],
    ['a cancelled payment', booking('pending_payment', 'cancelled'), BOOKING_MESSAGES.paymentCancelled],
    ['a reversed capture', booking('cancelled', 'reversed'), BOOKING_MESSAGES.paymentReversed],
  ])('names %s in Persian', (_, value, message) => {
    expect(failureReason(value)).toBe(message);
  });
});
