// Booking and paying through booking-api (docs/api-contract.md): POST /bookings from the draft, then
// POST /bookings/:reserveId/payments, whose redirectUrl is the bank's page.
import { getEventBus } from '@rahi/shared-contracts';
import type { CreateBookingBody, CreatedBooking, StartedPayment } from '@rahi/shared-contracts/api';
import { type ApiResult, handleApi } from '@rahi/shared-ui/api';
import { saveBookingMobile, saveDraftBooking } from '../state/session-store';

export type PayOutcome =
  | { kind: 'bank'; redirectUrl: string; booking: CreatedBooking }
  /** Nothing left to pay (credit and points cover it): confirmed without the bank. */
  | { kind: 'confirmed'; booking: CreatedBooking }
  | { kind: 'refused'; status: number; errors: string[] };

/** Starts a payment for a booking already made: the bank's address, or why not. */
export function startPayment(reserveId: string, mobile: string): Promise<ApiResult<StartedPayment>> {
  return handleApi<StartedPayment>({
    endPoint: `/bookings/${reserveId}/payments`,
    method: 'POST',
    body: { mobile },
    toast: false,
  });
}

/**
 * Makes the booking (its rooms are held from here on), clears the cart on the bus, then starts its payment.
 * A refusal (a room taken meanwhile, an amount that no longer matches) comes back with booking-api's words.
 */
export async function bookAndPay(body: CreateBookingBody): Promise<PayOutcome> {
  const created = await handleApi<CreatedBooking>({
    endPoint: '/bookings',
    method: 'POST',
    body,
    toast: false,
  });
  if (!created.ok) return { kind: 'refused', status: created.status, errors: created.errors };
  const booking = created.data;
  saveBookingMobile(booking.reserveId, body.booker.mobile);
  saveDraftBooking(body.reservationId, booking.reserveId);
  getEventBus().emit({ type: 'cart/cleared' });
  if (booking.status !== 'pending_payment') return { kind: 'confirmed', booking };

  const payment = await startPayment(booking.reserveId, body.booker.mobile);
  if (!payment.ok) return { kind: 'refused', status: payment.status, errors: payment.errors };
  return { kind: 'bank', redirectUrl: payment.data.redirectUrl, booking };
}
