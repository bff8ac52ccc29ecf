// Kavenegar's verify/lookup REST call: the provider fills the approved template of the message's kind
// (templates.ts) with its tokens, which is how Iranian operators let service messages through quickly.
// Configured by SMS_PROVIDER=kavenegar and KAVENEGAR_*. Lookup takes no idempotency key (receptor, template,
// token…token20 and type are all it reads; sms/send's `localid` has no counterpart here), so a try whose answer
// never came may have been sent and is sent again on retry (docs/adr/0028); a late answer is waited for as long
// as the message's signal allows.
import type { MessageKind } from '@rahi/shared-contracts';
import {
  failedToConnect,
  isCircuitOpen,
  type ProviderPolicyOptions,
  providerPolicy,
} from '../resilience/provider-policy';
import { type CodeMessage, maskMobile, SmsRefused, type SmsSender } from './sender';
import { SMS_TEMPLATES } from './templates';

export interface KavenegarOptions {
  apiKey: string;
  /** Template names in the Kavenegar panel by kind; SMS_TEMPLATES' names for the others. */
  templates?: Partial<Record<MessageKind, string>>;
  /** https://api.kavenegar.com by default; a local fake in tests. */
  baseUrl?: string;
  /** The wait for Kavenegar's answer when the message brings no signal of its own (the outbox's try window). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The retry and breaker's numbers (resilience/provider-policy.ts), for tests. */
  policy?: Partial<
    Pick<ProviderPolicyOptions, 'attempts' | 'retryDelayMs' | 'breakAfter' | 'halfOpenAfterMs'>
  >;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
}

/** Kavenegar answered 5xx: its trouble, not the message's; it counts towards the breaker. */
class KavenegarUnwell extends SmsRefused {
  constructor(message: string) {
    super(message, false);
  }
}

/** Kavenegar's statuses no retry changes: 411, the receptor is not a valid number. */
const PERMANENT_STATUSES = new Set([411]);

/** The form Kavenegar's lookup takes: receptor, template and the tokens the message has. */
export function lookupForm(message: CodeMessage, template: string): URLSearchParams {
  const tokens = message.tokens ?? { token: message.code };
  const form = new URLSearchParams({ receptor: message.mobile, template });
  for (const [name, value] of Object.entries(tokens)) if (value) form.set(name, value);
  return form;
}

/**
 * A sender that calls `{baseUrl}/v1/{apiKey}/verify/lookup.json` with receptor, template and tokens.
 * @example kavenegarSender({ apiKey: process.env.KAVENEGAR_API_KEY, templates: { login_code: 'rahi-otp' } })
 */
export function kavenegarSender({
  apiKey,
  templates = {},
  baseUrl = 'https://api.kavenegar.com',
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
  policy: numbers,
}: KavenegarOptions): SmsSender {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`;
  // The outbox is the bounded retry of a message (OUTBOX_MAX_ATTEMPTS, with backoff); here only a request that
  // never reached Kavenegar is tried again at once (it cannot have been sent), and the breaker stops calling a
  // provider that failed (no answer, or 5xx) five times in a row: those messages wait in the outbox instead.
  const policy = providerPolicy('kavenegar', {
    isFailure: (error) => !(error instanceof SmsRefused) || error instanceof KavenegarUnwell,
    isRetryable: failedToConnect,
    ...numbers,
  });
  return {
    name: 'kavenegar',
    reachesPhones: true,
    async sendCode(message) {
      const kind = message.kind ?? 'login_code';
      const template = templates[kind] ?? SMS_TEMPLATES[kind].name;
      const once = async () => {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: lookupForm(message, template),
          signal: message.signal ?? AbortSignal.timeout(timeoutMs),
        });
        const answer = (await response.json().catch(() => ({}))) as KavenegarAnswer;
        const status = answer.return?.status;
        if (!response.ok || status !== 200) {
          const reason = answer.return?.message ?? response.statusText;
          const said = `Kavenegar refused the ${kind} for ${maskMobile(message.mobile)}: HTTP ${response.status}, status ${status ?? 'none'} (${reason})`;
          if (response.status >= 500) throw new KavenegarUnwell(said);
          throw new SmsRefused(said, status !== undefined && PERMANENT_STATUSES.has(status));
        }
      };
      await policy.execute(once).catch((error: unknown) => {
        if (isCircuitOpen(error))
          throw new SmsRefused(
            `Kavenegar not called for the ${kind} to ${maskMobile(message.mobile)}: it failed too often just now`,
            false,
          );
        throw error;
      });
    },
  };
}
