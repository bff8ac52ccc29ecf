// The bot check before a code is sent (product §4): with RECAPTCHA_SECRET set, the reCAPTCHA v3 token
// the page got for a named action is verified with Google's siteverify, and a low score, another action or a
// failed check refuses the send. Without the secret the check is skipped, and the log says so once.

import type { CaptchaAction } from '@rahi/shared-contracts';
import { logger } from '../observability/logger';
import {
  failedToConnect,
  isCircuitOpen,
  type ProviderPolicyOptions,
  providerPolicy,
} from '../resilience/provider-policy';

export type { CaptchaAction };

/**
 * The reCAPTCHA actions the pages execute before each send, named as the shell's login helpers name them
 * (shared-contracts bus/login-helpers.ts); a token made for another action is refused.
 */
export const CAPTCHA_ACTIONS = {
  loginRegister: 'login_register',
  forgotPassword: 'password_forgot',
} as const satisfies Record<string, CaptchaAction>;

export type CaptchaOutcome = { ok: true; skipped: boolean } | { ok: false; reason: string };

export interface CaptchaCheck {
  verify(token: string | undefined, action: CaptchaAction, remoteIp?: string): Promise<CaptchaOutcome>;
}

export interface CaptchaOptions {
  /** RECAPTCHA_SECRET; unset or empty skips the check. */
  secret?: string | undefined;
  /** RECAPTCHA_VERIFY_URL; Google's siteverify by default. */
  verifyUrl?: string;
  /** RECAPTCHA_MIN_SCORE; 0.5 by default. */
  minScore?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** The retry and breaker's numbers (resilience/provider-policy.ts), for tests. */
  policy?: Partial<
    Pick<ProviderPolicyOptions, 'attempts' | 'retryDelayMs' | 'breakAfter' | 'halfOpenAfterMs'>
  >;
}

/** siteverify answered 5xx: Google's trouble; it counts towards the breaker. */
class SiteverifyUnwell extends Error {}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * The bot check.
 * @example
 * const captcha = captchaCheck({ secret: process.env.RECAPTCHA_SECRET });
 * const outcome = await captcha.verify(body.captcha_token, 'login_register', address);
 */
export function captchaCheck({
  secret,
  verifyUrl = 'https://www.google.com/recaptcha/api/siteverify',
  minScore = 0.5,
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
  log = (line: string) => logger.warn(line),
  policy: numbers,
}: CaptchaOptions): CaptchaCheck {
  let loggedSkip = false;
  // A token can be verified once: only a request that never reached Google is sent again. Any failure to answer
  // (none, a timeout, 5xx) counts towards the breaker, which then refuses at once instead of making every login
  // wait for the timeout.
  const policy = providerPolicy('recaptcha', {
    isFailure: (error) => !(error instanceof SyntaxError),
    isRetryable: failedToConnect,
    ...numbers,
  });
  return {
    async verify(token, action, remoteIp) {
      if (!secret) {
        if (!loggedSkip) log('[captcha] RECAPTCHA_SECRET is not defined: the bot check is skipped');
        loggedSkip = true;
        return { ok: true, skipped: true };
      }
      if (!token) return { ok: false, reason: 'no captcha token was sent' };
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        answer = await policy.execute(async () => {
          const response = await fetchImpl(verifyUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: form,
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (response.status >= 500)
            throw new SiteverifyUnwell(`siteverify answered HTTP ${response.status}`);
          if (!response.ok) return { 'error-codes': [`http-${response.status}`] } as SiteverifyAnswer;
          return (await response.json()) as SiteverifyAnswer;
        });
      } catch (error) {
        if (isCircuitOpen(error))
          return { ok: false, reason: 'siteverify not called: it failed too often just now' };
        if (error instanceof SiteverifyUnwell) return { ok: false, reason: error.message };
        return { ok: false, reason: `siteverify could not be reached: ${(error as Error).message}` };
      }
      if (answer.success !== true) {
        return {
          ok: false,
          reason: `siteverify refused the token (${(answer['error-codes'] ?? []).join(', ')})`,
        };
      }
      if (answer.action !== action)
        return { ok: false, reason: `the token is for action "${answer.action}"` };
      if (typeof answer.score !== 'number' || answer.score < minScore) {
        return { ok: false, reason: `score ${answer.score} is below ${minScore}` };
      }
      return { ok: true, skipped: false };
    },
  };
}

/** The check configured by RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL and RECAPTCHA_MIN_SCORE. */
export function captchaCheckFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaCheck {
  const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : 0.5;
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) {
    throw new Error(`RECAPTCHA_MIN_SCORE must be between 0 and 1, got "${env.RECAPTCHA_MIN_SCORE}"`);
  }
  return captchaCheck({
    secret: env.RECAPTCHA_SECRET,
    minScore,
    ...(env.RECAPTCHA_VERIFY_URL && { verifyUrl: env.RECAPTCHA_VERIFY_URL }),
  });
}
