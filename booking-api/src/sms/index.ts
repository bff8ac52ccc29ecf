// Picks the SMS sender from the environment: SMS_PROVIDER=kavenegar (with KAVENEGAR_API_KEY, and template
// names where they differ from SMS_TEMPLATES') or the console sender, the default outside production.
import { MESSAGE_KINDS, type MessageKind } from '@rahi/shared-contracts';
import { logger } from '../observability/logger';
import { consoleSender } from './console-sender';
import { kavenegarSender } from './kavenegar-sender';
import type { SmsSender } from './sender';

export { consoleSender } from './console-sender';
export { kavenegarSender } from './kavenegar-sender';
export { withOutbox } from './outbox';
export type { CodeMessage, SmsSender } from './sender';
export { SmsRefused } from './sender';

/** KAVENEGAR_TEMPLATE_<KIND> for each kind given; KAVENEGAR_TEMPLATE and KAVENEGAR_REVIEW_TEMPLATE as before. */
export function kavenegarTemplatesFromEnv(env: NodeJS.ProcessEnv): Partial<Record<MessageKind, string>> {
  const named = MESSAGE_KINDS.flatMap((kind) => {
    const name = env[`KAVENEGAR_TEMPLATE_${kind.toUpperCase()}`];
    return name ? [[kind, name] as const] : [];
  });
  return {
    ...(env.KAVENEGAR_TEMPLATE && { login_code: env.KAVENEGAR_TEMPLATE }),
    ...(env.KAVENEGAR_REVIEW_TEMPLATE && { review_invitation: env.KAVENEGAR_REVIEW_TEMPLATE }),
    ...Object.fromEntries(named),
  };
}

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
    if (!apiKey) throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY');
    return kavenegarSender({
      apiKey,
      templates: kavenegarTemplatesFromEnv(env),
      ...(env.KAVENEGAR_BASE_URL && { baseUrl: env.KAVENEGAR_BASE_URL }),
    });
  }
  if (provider !== '') throw new Error(`Unknown SMS_PROVIDER "${provider}" (kavenegar or console)`);
  logger.warn('[sms] SMS_PROVIDER is not defined in production: no code can be sent until it is set');
  return {
    name: 'none',
    sendCode: () => Promise.reject(new Error('no SMS provider is configured (SMS_PROVIDER)')),
  };
}
