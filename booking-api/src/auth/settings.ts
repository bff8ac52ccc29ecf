// The auth rules' numbers, from the environment with safe defaults (booking-api README lists them).
import { randomBytes } from 'node:crypto';
import { OTP_LIFETIME_SECONDS } from '@rahi/shared-contracts/api';

export interface AuthSettings {
  /** How long a sent code is valid (product §9: 120 s). */
  codeLifetimeSeconds: number;
  /** Wrong codes allowed per code; the next attempt is refused even with the right code. */
  maxWrongCodes: number;
  /** Codes sent to one number in a rolling hour. */
  sendsPerMobilePerHour: number;
  /** Codes sent for one client address in a rolling hour. */
  sendsPerAddressPerHour: number;
  /** The shortest gap between two codes to one number. */
  sendGapSeconds: number;
  /** Wrong passwords allowed per number in a rolling hour before /login answers 429. */
  maxPasswordFailuresPerHour: number;
  /** Wrong passwords allowed from one client address in a rolling hour, whatever the numbers tried. */
  maxPasswordFailuresPerAddressPerHour: number;
  /** How long a login token lives. */
  tokenLifetimeSeconds: number;
  /** The HMAC key the codes are hashed with. */
  codeSecret: string;
  /** How many proxies stand in front of booking-api (the gateway is one): picks the X-Forwarded-For entry. */
  trustedProxyHops: number;
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * RAHI_DEV_ROUTES=1: the development routes (GET /dev/sms-outbox, which hands out login codes) are served and
   * codes that reach no phone are kept in the outbox. Off unless asked for; refused in production.
   */
  devRoutes: boolean;
}

/** A whole number ≥ 1 from the environment, or the fallback when unset; anything else stops the start. */
export const positiveInt = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
};

/**
 * Reads the settings from the environment.
 * @example loadAuthSettings({ OTP_SENDS_PER_MOBILE_PER_HOUR: '3' }).sendsPerMobilePerHour // → 3
 */
export function loadAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const production = env.NODE_ENV === 'production';
  const devRoutes = env.RAHI_DEV_ROUTES === '1';
  if (devRoutes && production)
    throw new Error(
      'RAHI_DEV_ROUTES=1 serves every login code to anyone: it is refused with NODE_ENV=production',
    );
  let codeSecret = env.AUTH_CODE_SECRET?.trim() ?? '';
  if (codeSecret === '') {
    // Each instance would hash with its own key, and a code sent by one would fail on another.
    if (production)
      throw new Error(
        'AUTH_CODE_SECRET is required with NODE_ENV=production: every instance hashes codes with it',
      );
    codeSecret = randomBytes(32).toString('hex');
  }
  return {
    codeLifetimeSeconds: positiveInt(env.OTP_LIFETIME_SECONDS, OTP_LIFETIME_SECONDS, 'OTP_LIFETIME_SECONDS'),
    maxWrongCodes: positiveInt(env.OTP_MAX_WRONG_TRIES, 5, 'OTP_MAX_WRONG_TRIES'),
    sendsPerMobilePerHour: positiveInt(env.OTP_SENDS_PER_MOBILE_PER_HOUR, 5, 'OTP_SENDS_PER_MOBILE_PER_HOUR'),
    sendsPerAddressPerHour: positiveInt(
      env.OTP_SENDS_PER_ADDRESS_PER_HOUR,
      20,
      'OTP_SENDS_PER_ADDRESS_PER_HOUR',
    ),
    sendGapSeconds: positiveInt(env.OTP_SEND_GAP_SECONDS, 60, 'OTP_SEND_GAP_SECONDS'),
    maxPasswordFailuresPerHour: positiveInt(
      env.PASSWORD_MAX_FAILURES_PER_HOUR,
      10,
      'PASSWORD_MAX_FAILURES_PER_HOUR',
    ),
    maxPasswordFailuresPerAddressPerHour: positiveInt(
      env.PASSWORD_FAILURES_PER_ADDRESS,
      20,
      'PASSWORD_FAILURES_PER_ADDRESS',
    ),
    tokenLifetimeSeconds: positiveInt(env.AUTH_TOKEN_LIFETIME_DAYS, 30, 'AUTH_TOKEN_LIFETIME_DAYS') * 86_400,
    codeSecret,
    trustedProxyHops: positiveInt(env.AUTH_TRUSTED_PROXY_HOPS, 1, 'AUTH_TRUSTED_PROXY_HOPS'),
    production,
    devRoutes,
  };
}
