// One way to send a code by SMS, whatever carries it: the console in development, Kavenegar in production. A
// 'review' message asks for a review after check-out: its `code` is the booking's reserve id, which
// Kavenegar's review template puts into the page's link.

/** A code on its way to a traveller. */
export interface CodeMessage {
  /** '09XXXXXXXXX'. */
  mobile: string;
  code: string;
  purpose: 'login' | 'reset' | 'review';
  /** The Persian text, for senders that send free text (the provider's template is used otherwise). */
  text: string;
}

export interface SmsSender {
  /** A short name for logs and the outbox, such as 'console' or 'kavenegar'. */
  readonly name: string;
  /** True for a provider that reaches real phones (Kavenegar): its codes are never written to the outbox. */
  readonly reachesPhones?: boolean;
  /** Resolves once the message is handed over; rejects when it could not be. */
  sendCode(message: CodeMessage): Promise<void>;
}

/** '0912***6789': enough to tell numbers apart in a log, not enough to call one. */
export const maskMobile = (mobile: string) =>
  mobile.length > 7 ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : '***';
