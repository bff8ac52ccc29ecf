// What a traveller reads when the proxy refuses a call or booking-api cannot be reached, in the contract's
// envelope. Persian; the shared catalogue's words where it has them, the proxy's own refusals beside them.
import { MESSAGES } from '@rahi/shared-contracts';

export const PROXY_MESSAGES = {
  invalidInput: MESSAGES.invalidInput,
  methodNotAllowed: 'این نوع درخواست پشتیبانی نمی‌شود.',
  tooLarge: 'حجم اطلاعات ارسالی بیش از حد مجاز است.',
  notFound: 'آدرس درخواستی پیدا نشد.',
  timeout: MESSAGES.upstreamTimeout,
  unreachable: MESSAGES.upstreamUnavailable,
} as const;

/** The envelope of a call that failed before or instead of booking-api answering. */
export const failureEnvelope = (message: string) => ({
  meta: { status: false, message, errors: [message] },
  data: null,
});
