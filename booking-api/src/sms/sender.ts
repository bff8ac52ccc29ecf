// One way to send an SMS, whatever carries it: the console in development, Kavenegar in production. Every
// message is one of the outbox's kinds, sent through that kind's Kavenegar template (templates.ts): `code` is
// its first token (the login code, or the reserve id), `tokens` all of them.
import type { MessageKind } from '@rahi/shared-contracts';
import type { TemplateTokens } from './templates';

/** An SMS on its way to a traveller. */
export interface CodeMessage {
  /** '09XXXXXXXXX'. */
  mobile: string;
  /** The kind of message; a login code when absent. */
  kind?: MessageKind;
  /** The template's first token: the login code, or the reserve id. */
  code: string;
  /** 'login' or 'reset' for a code, the kind otherwise (the development outbox's column). */
  purpose: string;
  /** Every token of the template (`code` alone fills a login code's). */
  tokens?: TemplateTokens;
  /** The Persian text, for senders that send free text (the provider's template is used otherwise). */
  text: string;
  /** Ends the wait for the provider's answer (the outbox try's window); the sender's own timeout without it. */
  signal?: AbortSignal;
}

export interface SmsSender {
  /** A short name for logs and the outbox, such as 'console' or 'kavenegar'. */
  readonly name: string;
  /** True for a provider that reaches real phones (Kavenegar): its codes are never written to the outbox. */
  readonly reachesPhones?: boolean;
  /** Resolves once the message is handed over; rejects when it could not be (`SmsRefused` for a refusal). */
  sendCode(message: CodeMessage): Promise<void>;
}

/** The provider refused the message; `permanent` when no later try can change that (an invalid number). */
export class SmsRefused extends Error {
  override name = 'SmsRefused';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** '0912***6789': enough to tell numbers apart in a log, not enough to call one. */
export const maskMobile = (mobile: string) =>
  mobile.length > 7 ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : '***';
