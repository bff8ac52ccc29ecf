// The secrets a production booking-api cannot run without, checked together at start-up, so an operator sees
// every missing one in a single message instead of one failure per restart (or, worse, a per-process key that
// makes a login code sent by one instance fail on another).

interface SecretRule {
  name: string;
  /** Why production needs it; shown in the refusal. */
  why: string;
  /** Whether the setting is needed with this environment (e.g. only with the real provider). */
  needed: (env: NodeJS.ProcessEnv) => boolean;
  /** Whether the value given is acceptable; defaults to "not blank". */
  valid?: (value: string) => boolean;
}

const always = () => true;
const paymentProvider = (env: NodeJS.ProcessEnv) => env.PAYMENT_PROVIDER || 'zarinpal';

const RULES: SecretRule[] = [
  {
    name: 'AUTH_CODE_SECRET',
    why: 'hashes login codes the same way on every instance',
    needed: always,
  },
  {
    name: 'SHORT_LINK_SECRET',
    why: 'signs the links in SMS messages (at least 32 characters)',
    needed: always,
    valid: (value) => value.length >= 32,
  },
  {
    name: 'PUBLIC_ORIGIN',
    why: 'the absolute address (https://…) links in messages and the bank’s callback are built from',
    needed: always,
    valid: (value) => /^https?:\/\/[^/]/.test(value),
  },
  {
    name: 'ZARINPAL_MERCHANT_ID',
    why: 'the merchant id the bank pays into (PAYMENT_PROVIDER=zarinpal, the production default)',
    needed: (env) => paymentProvider(env) === 'zarinpal',
  },
  { name: 'VAPID_PUBLIC_KEY', why: 'web push (with VAPID_PRIVATE_KEY)', needed: always },
  { name: 'VAPID_PRIVATE_KEY', why: 'web push (with VAPID_PUBLIC_KEY)', needed: always },
  {
    name: 'SMS_PROVIDER',
    why: 'who sends login codes and messages: kavenegar (console only prints them)',
    needed: always,
  },
  {
    name: 'KAVENEGAR_API_KEY',
    why: 'the SMS provider’s key (SMS_PROVIDER=kavenegar)',
    needed: (env) => env.SMS_PROVIDER === 'kavenegar',
  },
];

/**
 * The production secrets that are missing or unusable in `env`, each as "NAME: why"; empty outside production.
 * @example missingProductionSecrets({ NODE_ENV: 'production' }) // → ['AUTH_CODE_SECRET: hashes …', …]
 */
export function missingProductionSecrets(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return RULES.filter((rule) => {
    if (!rule.needed(env)) return false;
    const value = env[rule.name]?.trim() ?? '';
    return value === '' || !(rule.valid ?? always)(value);
  }).map((rule) => `${rule.name}: ${rule.why}`);
}
