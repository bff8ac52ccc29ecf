// The one way a public form is received: the body capped in size and parsed with its shared schema (400/422),
// the bot check for its named action (403, skipped without RECAPTCHA_SECRET), the rate limits per address and
// per mobile (429 with Retry-After), then counted and handed to the form's own work.
import { FORM_MESSAGES, MESSAGES } from '@rahi/shared-contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { clientAddressOf } from '../auth/client-address';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { CaptchaAction, CaptchaCheck } from '../captcha';
import type { Database } from '../db/client';
import { ApiProblem, fail } from '../envelope';
import { logger } from '../observability/logger';
import { type RateLimitedForm, type Sender, takeFormSubmission } from './rate-limit';
import type { FormLimits } from './settings';

/** The largest body a public form accepts. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

export interface PublicFormDeps {
  db: Database;
  clock: Clock;
  captcha: CaptchaCheck;
  limits: FormLimits;
  trustedProxyHops: number;
}

/** 413 with a Persian message for a body over MAX_FORM_BODY_BYTES, before it is read whole. */
export const formBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_FORM_BODY_BYTES,
    onError: (c) => fail(c, 413, [FORM_MESSAGES.bodyTooLarge]),
  });

interface FormSpec<S extends z.ZodType> {
  form: RateLimitedForm;
  action: CaptchaAction;
  schema: S;
  /** The mobile the submission is for (the limit per mobile), when it names one. */
  mobileOf?: (body: z.infer<S>) => string | undefined;
}

/**
 * Receives one submission and runs `work` with its parsed body and sender.
 * @example return receiveForm(c, deps, { form: 'contact', action: 'contact', schema: contactBodySchema }, store);
 */
export async function receiveForm<S extends z.ZodType>(
  c: Context,
  deps: PublicFormDeps,
  spec: FormSpec<S>,
  work: (body: z.infer<S>, sender: Sender) => Promise<Response>,
): Promise<Response> {
  const body = await parseAuthBody(c, spec.schema);
  const address = clientAddressOf(c, deps.trustedProxyHops);
  const token = (body as { captcha_token?: string }).captcha_token;
  const bot = await deps.captcha.verify(token, spec.action, address);
  if (!bot.ok) {
    logger.warn(`[forms] bot check failed for ${spec.form} from ${address}: ${bot.reason}`);
    throw new ApiProblem(403, [MESSAGES.authBotCheckFailed]);
  }
  const sender = { address, mobile: spec.mobileOf?.(body) };
  const now = deps.clock();
  const wait = await takeFormSubmission(deps.db, spec.form, sender, now, deps.limits);
  if (wait > 0) {
    const response = fail(c, 429, [MESSAGES.tooManyRequests]);
    response.headers.set('Retry-After', String(wait));
    return response;
  }
  return work(body, sender);
}
