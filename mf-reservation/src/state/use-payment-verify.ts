// The verification of a payment the bank sent the traveller back with (/payment-status?Authority&Status): POST
// /payments/verify, kept as a query of its own key so the answer the server got (drawn into the page, hydrated by
// withServerQueries) is the browser's too. A replay answers the same, but a page needs it once: never asked again
// while the tab holds it, a refusal included. The server's side is server/verify-payment.ts.
import { type VerifiedPayment, verifyPaymentBodySchema } from '@rahi/shared-contracts/api';
import { type ApiError, fetchApi, useQuery } from '@rahi/shared-ui/query';

export const VERIFY_PATH = '/payments/verify';

export interface PaymentReturn {
  authority: string;
  status: string;
}

/** What the bank's return address names, or null for an address without an Authority. */
export function paymentReturnOf(params: URLSearchParams): PaymentReturn | null {
  const parsed = verifyPaymentBodySchema.safeParse({
    authority: params.get('Authority') ?? '',
    status: params.get('Status') ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** Not a read of a path (['api', path]): the verification of one return, by the bank's two values. */
export const verifyQueryKey = ({ authority, status }: PaymentReturn) =>
  ['payment-verify', authority, status] as const;

export function usePaymentVerify(payment: PaymentReturn | null) {
  return useQuery<VerifiedPayment, ApiError>({
    queryKey: verifyQueryKey(payment ?? { authority: '', status: '' }),
    queryFn: ({ signal }) =>
      fetchApi<VerifiedPayment>({
        endPoint: VERIFY_PATH,
        method: 'POST',
        body: payment ?? undefined,
        signal,
        toast: false,
      }),
    enabled: payment !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
