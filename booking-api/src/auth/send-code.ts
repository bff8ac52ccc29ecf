// The shared half of /login-register and /password/forgot: bot check, send limits, a new code, the SMS.
import { MESSAGES, otpSmsText } from '@rahi/shared-contracts';
import type { Context } from 'hono';
import type { CaptchaAction } from '../captcha';
import type { Database } from '../db/client';
import { ApiProblem, fail } from '../envelope';
import { maskMobile } from '../sms/sender';
import { clientAddressOf } from './client-address';
import { type CodePurpose, issueCode, withdrawCode } from './codes';
import type { AuthDeps } from './deps';

export interface SendCodeRequest {
  mobile: string;
  captchaToken: string | undefined;
  purpose: CodePurpose;
  action: CaptchaAction;
}

/**
 * Sends a code, or answers why not: 403 when the bot check fails, 429 with Retry-After over a send limit,
 * 503 when the SMS could not be handed over. Returns undefined when the code went out.
 */
export async function sendCode(c: Context, db: Database, deps: AuthDeps, request: SendCodeRequest) {
  const { mobile, purpose } = request;
  const address = clientAddressOf(c, deps.settings.trustedProxyHops);
  const bot = await deps.captcha.verify(request.captchaToken, request.action, address);
  if (!bot.ok) {
    console.warn(`[auth] bot check failed for a ${purpose} code to ${maskMobile(mobile)}: ${bot.reason}`);
    throw new ApiProblem(403, [MESSAGES.authBotCheckFailed]);
  }
  const issued = await issueCode(db, { mobile, purpose, address, now: deps.clock() }, deps.settings);
  if (!issued.ok) {
    console.warn(`[auth] send limit reached for ${maskMobile(mobile)} from ${address}`);
    const response = fail(c, 429, [issued.message]);
    response.headers.set('Retry-After', String(issued.retryAfterSeconds));
    return response;
  }
  try {
    await deps.sms.sendCode({ mobile, code: issued.code, purpose, text: otpSmsText(issued.code) });
  } catch (error) {
    await withdrawCode(db, issued.id, deps.clock());
    console.error(
      `[auth] the ${purpose} code for ${maskMobile(mobile)} could not be sent (${deps.sms.name})`,
      error,
    );
    throw new ApiProblem(503, [MESSAGES.authSmsFailed]);
  }
  return undefined;
}
