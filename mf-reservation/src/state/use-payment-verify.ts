// The verification of a payment the bank sent the traveller back with (/payment-status?Authority&Status): POST
// /payments/verify, kept as a query of its own key so the answer the server got (drawn into the page, hydrated by
// withServerQueries) is the browser's too. A replay answers the same, but a page needs it once: never asked again
// while the tab holds it, a refusal included.
import type { PageFetcher } from '@rahi/shared-contracts';
import { type VerifiedPayment, verifyPaymentBodySchema } from '@rahi/shared-contracts/api';
import { ApiError, fetchApi, type QueryClient, useQuery } from '@rahi/shared-ui/query';

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

/**
 * The server's side: verifies `payment` into `client` under the browser's key, a refusal (4xx: booking-api knows
 * no such payment, or refuses its values) kept as the query's error, drawn and hydrated as it is.
 * @throws Error when booking-api cannot answer: the gateway leaves the page to the browser, which asks itself.
 */
export async function verifyOnServer(
  client: QueryClient,
  payment: PaymentReturn,
  fetcher: PageFetcher,
  signal?: AbortSignal,
): Promise<void> {
  const answer = await fetcher<VerifiedPayment>({
    endPoint: VERIFY_PATH,
    method: 'POST',
    body: payment,
    signal,
  });
  const queryKey = verifyQueryKey(payment);
  if (answer.ok) {
    client.setQueryData(queryKey, answer.data);
    return;
  }
  if (answer.status < 400 || answer.status >= 500) throw new Error(`${VERIFY_PATH}: ${answer.status}`);
  const refusal = new ApiError(answer.status, answer.errors, VERIFY_PATH);
  await client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(refusal), retry: false });
}
