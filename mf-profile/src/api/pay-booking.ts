// POST /bookings/:reserveId/payments: pays a booking still waiting for its payment; the answer is the bank's page.
import type { StartedPayment } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';

export interface PayBookingBody {
  reserveId: string;
  mobile: string;
}

export const usePayBooking = () =>
  useApiMutation<PayBookingBody, StartedPayment>({
    endPoint: ({ reserveId }) => `/bookings/${reserveId}/payments`,
  });
