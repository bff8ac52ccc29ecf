// POST /bookings/:reserveId/cancellation: cancels, frees the rooms and credits the refund to the wallet in one
// transaction. The bookings, the wallet and the profile's balance are read again; the header hears the credit.
// A refusal reads them again too: it mostly means the booking changed meanwhile (cancelled in another tab or by
// support, its stay begun), and the list behind the dialog should show it as it is now.
import { getEventBus } from '@rahi/shared-contracts';
import type { CancellationResult } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';
import { cancellationPath } from './get-cancellation-quote';

export function useCancelBooking() {
  const mutation = useApiMutation<{ reserveId: string }, CancellationResult>({
    endPoint: ({ reserveId }) => cancellationPath(reserveId),
    invalidates: ['/profile', '/wallet', '/bookings'],
    rereadOnRefusal: true,
  });
  return {
    ...mutation,
    cancel: (reserveId: string) =>
      mutation.mutateAsync({ reserveId }).then((result) => {
        getEventBus().emit({ type: 'auth/session-updated', payload: { credit: result.credit } });
        return result;
      }),
  };
}
