// GET /bookings/:reserveId/cancellation: the penalty and refund of cancelling now, as booking-api will apply them.
import type { CancellationQuoteData } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const cancellationPath = (reserveId: string) => `/bookings/${reserveId}/cancellation`;

/** `reserveId` null asks nothing (the dialog is closed). */
export const useCancellationQuote = (reserveId: string | null) =>
  useSessionQuery<CancellationQuoteData>(reserveId ? cancellationPath(reserveId) : null);
