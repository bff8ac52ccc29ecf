// Kavenegar's verify/lookup REST call: the provider fills its approved template with the code, which is how
// Iranian operators let one-time codes through quickly. Configured by SMS_PROVIDER=kavenegar and KAVENEGAR_*.
import { maskMobile, type SmsSender } from './sender';

export interface KavenegarOptions {
  apiKey: string;
  /** The template's name in the Kavenegar panel; its %token is the code. */
  template: string;
  /** The review request's template (KAVENEGAR_REVIEW_TEMPLATE); its %token is the reserve id. */
  reviewTemplate?: string | undefined;
  /** https://api.kavenegar.com by default; a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
}

/**
 * A sender that calls `{baseUrl}/v1/{apiKey}/verify/lookup.json` with receptor, token and template.
 * @example kavenegarSender({ apiKey: process.env.KAVENEGAR_API_KEY, template: 'rahi-otp' })
 */
export function kavenegarSender({
  apiKey,
  template,
  reviewTemplate,
  baseUrl = 'https://api.kavenegar.com',
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
}: KavenegarOptions): SmsSender {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`;
  return {
    name: 'kavenegar',
    reachesPhones: true,
    async sendCode({ mobile, code, purpose }) {
      const chosen = purpose === 'review' ? reviewTemplate : template;
      if (!chosen) throw new Error('KAVENEGAR_REVIEW_TEMPLATE is not set: review requests cannot be sent');
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ receptor: mobile, token: code, template: chosen }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as KavenegarAnswer;
      const status = answer.return?.status;
      if (!response.ok || status !== 200) {
        const reason = answer.return?.message ?? response.statusText;
        throw new Error(
          `Kavenegar refused the code for ${maskMobile(mobile)}: HTTP ${response.status}, status ${status ?? 'none'} (${reason})`,
        );
      }
    },
  };
}
