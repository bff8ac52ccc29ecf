// Picks the SMS sender from the environment: SMS_PROVIDER=kavenegar (with KAVENEGAR_API_KEY and
// KAVENEGAR_TEMPLATE) or the console sender, the default outside production.
import { consoleSender } from './console-sender';
import { kavenegarSender } from './kavenegar-sender';
import type { SmsSender } from './sender';

export { consoleSender } from './console-sender';
export { kavenegarSender } from './kavenegar-sender';
export { withOutbox } from './outbox';
export type { CodeMessage, SmsSender } from './sender';

/**
 * The configured sender. A wrong provider setting is a start-up error. In production without SMS_PROVIDER
 * nothing is sent: the sender refuses every message (the API answers 503) and the start-up log says why; the
 * console sender must be asked for explicitly there (SMS_PROVIDER=console).
 */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const provider = env.SMS_PROVIDER || (env.NODE_ENV === 'production' ? '' : 'console');
  if (provider === 'console') return consoleSender({ showNumber: env.NODE_ENV === 'development' });
  if (provider === 'kavenegar') {
    const apiKey = env.KAVENEGAR_API_KEY;
    const template = env.KAVENEGAR_TEMPLATE;
    if (!apiKey || !template)
      throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE');
    return kavenegarSender({
      apiKey,
      template,
      reviewTemplate: env.KAVENEGAR_REVIEW_TEMPLATE,
      ...(env.KAVENEGAR_BASE_URL && { baseUrl: env.KAVENEGAR_BASE_URL }),
    });
  }
  if (provider !== '') throw new Error(`Unknown SMS_PROVIDER "${provider}" (kavenegar or console)`);
  console.warn('[sms] SMS_PROVIDER is not defined in production: no code can be sent until it is set');
  return {
    name: 'none',
    sendCode: () => Promise.reject(new Error('no SMS provider is configured (SMS_PROVIDER)')),
  };
}
