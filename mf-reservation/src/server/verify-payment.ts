// The server's side of use-payment-verify.ts: /payment-status's verification, made while the page is drawn and
// kept under the browser's key, a refusal (4xx: booking-api knows no such payment, or refuses its values) kept as
// the query's error, drawn and hydrated as it is.
import type { PageFetcher } from '@rahi/shared-contracts';
import type { VerifiedPayment } from '@rahi/shared-contracts/api';
import type { QueryClient } from '@rahi/shared-ui/query';
import { keepServerAnswer } from '@rahi/shared-ui/server-render';
import { type PaymentReturn, VERIFY_PATH, verifyQueryKey } from '../state/use-payment-verify';

/**
 * Verifies `payment` into `client`.
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
  if (!answer.ok && (answer.status < 400 || answer.status >= 500))
    throw new Error(`${VERIFY_PATH}: ${answer.status}`);
  await keepServerAnswer(client, verifyQueryKey(payment), VERIFY_PATH, answer);
}
