// What booking-api needs from a payment provider, in Zarinpal's terms (REST v4): request → authority and the
// page to send the buyer to; verify with our amount (100 verified now, 101 already verified: both success);
// inquiry and the unverified list to reconcile payments whose callback never came; reverse to give money back.

export interface PaymentRequest {
  /** Rial, from our database. */
  amount: number;
  description: string;
  callbackUrl: string;
  mobile: string;
  email?: string | null;
  orderId: string;
}

export type VerifyOutcome =
  | { ok: true; code: 100 | 101; refId: string; cardPan: string | null }
  /** -50: the amount differs; -51: the buyer cancelled or the payment failed; others: see the provider. */
  | { ok: false; code: number };

export type InquiryStatus = 'VERIFIED' | 'PAID' | 'IN_BANK' | 'FAILED' | 'REVERSED';

export interface PaymentProvider {
  readonly name: 'sandbox' | 'zarinpal';
  request(payment: PaymentRequest): Promise<{ authority: string; redirectUrl: string }>;
  verify(input: { authority: string; amount: number }): Promise<VerifyOutcome>;
  inquiry(authority: string): Promise<InquiryStatus>;
  /** Paid but unverified payments the provider still holds (up to 100). */
  unverified(): Promise<{ authority: string; amount: number }[]>;
  /** Gives a verified payment back to the buyer's card (Zarinpal: within 30 minutes); false when refused. */
  reverse(authority: string): Promise<boolean>;
}

/** The provider could not be reached or answered nonsense: the traveller sees bankUnavailable (502). */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}
