// The shared half of /login-register and /password/forgot: bot check, send limits, a new code, the SMS. The
// code's SMS is an outbox message the request delivers itself before answering, so the traveller has it within
// a second; one that could not be handed over is withdrawn with its code (the traveller asks again).
import { MESSAGES } from '@rahi/shared-contracts';
import type { Context } from 'hono';
import type { CaptchaAction } from '../captcha';
import type { Database } from '../db/client';
import { ApiProblem, fail } from '../envelope';
import { logger } from '../observability/logger';
import { maskMobile } from '../sms/sender';
import { clientAddressOf } from './client-address';
import { type CodePurpose, issueCode, withdrawCode } from './codes';
import type { AuthDeps } from './deps';

/** The traveller waits on the request: the provider has this long to take the code. */
const CODE_SEND_WITHIN_MS = 5000;

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
    logger.warn(`[auth] bot check failed for a ${purpose} code to ${maskMobile(mobile)}: ${bot.reason}`);
    throw new ApiProblem(403, [MESSAGES.authBotCheckFailed]);
  }
  const issued = await issueCode(db, { mobile, purpose, address, now: deps.clock() }, deps.settings);
  if (!issued.ok) {
    logger.warn(`[auth] send limit reached for ${maskMobile(mobile)} from ${address}`);
    const response = fail(c, 429, [issued.message]);
    response.headers.set('Retry-After', String(issued.retryAfterSeconds));
    return response;
  }
  const outcome = (await deps.outbox.deliverNow([issued.messageId], CODE_SEND_WITHIN_MS)).get(
    issued.messageId,
  );
  // undefined: another worker holds the message, which happens only after this request's time for it.
  if (outcome === 'sent' || outcome === undefined) return undefined;
  await deps.outbox.cancel([issued.messageId], 'the code could not be sent at once');
  await withdrawCode(db, issued.id, deps.clock());
  logger.error(`[auth] the ${purpose} code for ${maskMobile(mobile)} could not be sent (${deps.sms.name})`);
  throw new ApiProblem(503, [MESSAGES.authSmsFailed]);
}
