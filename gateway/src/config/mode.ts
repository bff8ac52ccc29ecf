// The start-up lines that say how the gateway runs: whether the development routes, which hand
// out every login code, are on, and where it listens; and whether the login's bot check is off.
import type { GatewayConfig } from '.';

/**
 * @example describeMode({ devRoutes: false, host: '127.0.0.1', port: 8080 }, {})
 * // → 'mode: NODE_ENV unset; development routes off; listening on 127.0.0.1:8080 (this machine only; HOST=0.0.0.0 to open it)'
 */
export function describeMode(
  config: Pick<GatewayConfig, 'devRoutes' | 'host' | 'port'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const nodeEnv = env.NODE_ENV ? `NODE_ENV=${env.NODE_ENV}` : 'NODE_ENV unset';
  const dev = config.devRoutes
    ? 'DEVELOPMENT ROUTES ON (RAHI_DEV_ROUTES=1): /dev/sms-outbox hands out login codes, never expose this'
    : 'development routes off';
  const local = config.host === '127.0.0.1' || config.host === 'localhost' || config.host === '::1';
  const reach = local ? ' (this machine only; HOST=0.0.0.0 to open it)' : '';
  return `mode: ${nodeEnv}; ${dev}; listening on ${config.host}:${config.port}${reach}`;
}

/**
 * The start-up line about the login's bot check, or null when a reCAPTCHA site key is set. Said once here rather
 * than by every page in the browser's console.
 * @example describeBotCheck({ recaptchaSiteKey: undefined })
 * // → 'bot check: RECAPTCHA_SITE_KEY is not set; logins send their codes without a reCAPTCHA token'
 */
export function describeBotCheck(config: Pick<GatewayConfig, 'recaptchaSiteKey'>): string | null {
  return config.recaptchaSiteKey?.trim()
    ? null
    : 'bot check: RECAPTCHA_SITE_KEY is not set; logins send their codes without a reCAPTCHA token';
}
