// Zarinpal's REST v4 (docs/domain-facts.md, "Payments"): request in Rial with our callback → authority → the buyer
// at StartPay → callback ?Authority=&Status= → verify with our stored amount (100 and 101 both success);
// inquiry and unVerified for the reconciler. The base URL is set for the sandbox or for a fake in tests.
import {
  failedToConnect,
  isCircuitOpen,
  type ProviderPolicyOptions,
  providerPolicy,
} from '../resilience/provider-policy';
import type { PaymentProvider, VerifyOutcome } from './provider';
import { ProviderUnavailable } from './provider';

/** The bank did not answer, or answered 5xx or without JSON: it counts towards the breaker. */
class BankUnwell extends ProviderUnavailable {
  constructor(
    message: string,
    /** The request never reached the bank (refused, reset): trying again at once is safe and may mend it. */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ZarinpalSettings {
  merchantId: string;
  /** https://payment.zarinpal.com, https://sandbox.zarinpal.com, or a fake's address. */
  baseUrl: string;
  /** Where the buyer is sent: `${startPayUrl}/${authority}`. */
  startPayUrl: string;
  timeoutMs?: number;
  /** The retry and breaker's numbers (resilience/provider-policy.ts), for tests. */
  policy?: Partial<
    Pick<ProviderPolicyOptions, 'attempts' | 'retryDelayMs' | 'breakAfter' | 'halfOpenAfterMs'>
  >;
}

interface ZarinpalAnswer {
  data?: {
    code?: number;
    authority?: string;
    ref_id?: number | string;
    card_pan?: string;
    status?: string;
    authorities?: { authority: string; amount: number }[];
  };
  errors?: { code?: number; message?: string } | unknown[];
}

const INQUIRY_STATUSES = new Set(['VERIFIED', 'PAID', 'IN_BANK', 'FAILED', 'REVERSED']);

export function zarinpalProvider(settings: ZarinpalSettings): PaymentProvider {
  // Every call is safe to repeat (a second request makes an authority nobody uses; verify answers 101 the second
  // time), but only one that never reached the bank is repeated: a timed-out traveller has waited long enough.
  const policy = providerPolicy('zarinpal', {
    isFailure: (error) => error instanceof BankUnwell,
    isRetryable: (error) => error instanceof BankUnwell && error.retryable,
    ...settings.policy,
  });
  const once = async (path: string, body: Record<string, unknown>): Promise<ZarinpalAnswer> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/pg/v4/payment/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ merchant_id: settings.merchantId, ...body }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new BankUnwell(`zarinpal ${path} unreachable`, failedToConnect(error), { cause: error });
    }
    const answer = (await response.json().catch(() => undefined)) as ZarinpalAnswer | undefined;
    if (!answer || typeof answer !== 'object')
      throw new BankUnwell(
        `zarinpal ${path} answered ${response.status} without JSON`,
        response.status >= 500,
      );
    return answer;
  };
  const call = (path: string, body: Record<string, unknown>) =>
    policy
      .execute(() => once(path, body))
      .catch((error: unknown) => {
        if (isCircuitOpen(error))
          throw new ProviderUnavailable(`zarinpal ${path} not called: the bank failed too often just now`, {
            cause: error,
          });
        throw error;
      });
  const errorCode = (answer: ZarinpalAnswer) =>
    answer.errors && !Array.isArray(answer.errors) ? answer.errors.code : undefined;

  return {
    name: 'zarinpal',
    async request(payment) {
      const answer = await call('request.json', {
        amount: payment.amount,
        currency: 'IRR',
        description: payment.description.slice(0, 500),
        callback_url: payment.callbackUrl,
        metadata: { mobile: payment.mobile, email: payment.email ?? undefined, order_id: payment.orderId },
      });
      const authority = answer.data?.authority;
      if (answer.data?.code !== 100 || !authority)
        throw new ProviderUnavailable(
          `zarinpal request refused: code ${errorCode(answer) ?? answer.data?.code}`,
        );
      return { authority, redirectUrl: `${settings.startPayUrl}/${authority}` };
    },
    async verify({ authority, amount }): Promise<VerifyOutcome> {
      const answer = await call('verify.json', { authority, amount });
      const code = answer.data?.code;
      if (code === 100 || code === 101)
        return {
          ok: true,
          code,
          refId: String(answer.data?.ref_id ?? ''),
          cardPan: answer.data?.card_pan ?? null,
        };
      const refused = errorCode(answer);
      if (refused === undefined) throw new ProviderUnavailable('zarinpal verify answered without a code');
      return { ok: false, code: refused };
    },
    async inquiry(authority) {
      const answer = await call('inquiry.json', { authority });
      const status = answer.data?.status ?? '';
      if (!INQUIRY_STATUSES.has(status)) throw new ProviderUnavailable(`zarinpal inquiry: "${status}"`);
      return status as Awaited<ReturnType<PaymentProvider['inquiry']>>;
    },
    async unverified() {
      const answer = await call('unVerified.json', {});
      return (answer.data?.authorities ?? []).map(({ authority, amount }) => ({ authority, amount }));
    },
    async reverse(authority) {
      const answer = await call('reverse.json', { authority });
      return answer.data?.code === 100;
    },
  };
}
